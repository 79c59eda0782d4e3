import { getRouteApi } from '@tanstack/react-router';
import { useApplication } from '../../features/application/api/application.ts';
import { useSendDocument } from '../../features/uploads/api/documents.ts';
import {
  InsuranceRequirementsPage,
  InsuranceUploadPage,
} from '../../features/closing/components/insurance-pages.tsx';
import { preloadFileUpload } from './preload-file-upload.ts';

// The upload control's code starts with this chunk, so it travels beside the page's calls (decision 233).
preloadFileUpload();

const applicationApi = getRouteApi('/account/heloc/$uuid');

/** insurance/requirements (decision 191). */
export function InsuranceRequirementsRoute() {
  const { uuid } = applicationApi.useParams();
  return <InsuranceRequirementsPage uuid={uuid} />;
}

/** insurance/upload: the uploads feature sends the file, the closing names it. */
export function InsuranceUploadRoute() {
  const { uuid } = applicationApi.useParams();
  const send = useSendDocument(uuid, 'PROOF_OF_INSURANCE');
  const application = useApplication(uuid);
  return (
    <InsuranceUploadPage
      uuid={uuid}
      send={send}
      insuranceComplete={application.data?.insurance?.complete === true}
    />
  );
}
