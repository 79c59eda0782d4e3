import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import {
  useApplicationDocuments,
  useConditions,
  useSubmitConditionDocuments,
} from '../../features/conditions/api/conditions.ts';
import { uploadRequest } from '../../features/conditions/components/upload-request.ts';
import { UploadDocumentPage } from '../../features/conditions/components/upload-document-page.tsx';
import { conditionUploadSlot } from '../../features/conditions/components/condition-upload-slot.tsx';
import { useSendDocument } from '../../features/uploads/api/documents.ts';
import { NotLoaded } from './conditions-notice.tsx';
import { UploadRequestNotice } from './upload-request-notice.tsx';
import { preloadFileUpload } from './preload-file-upload.ts';

// conditions/upload-document, a chunk apart from the list and the phone page (decision 233).
// The upload control's code starts with this chunk, so it travels beside the page's calls (decision 233).
preloadFileUpload();

const applicationApi = getRouteApi('/account/heloc/$uuid');
const uploadApi = getRouteApi('/account/heloc/$uuid/conditions/upload-document');

/** Each file stored as one of the application's documents, of the type the request asks for. */
const ConditionFileUpload = conditionUploadSlot(useSendDocument);

/** /{uuid}/conditions/upload-document?conditionUuid&conditionType&conditionEnum. */
export function UploadDocumentRoute() {
  const { uuid } = applicationApi.useParams();
  const search = uploadApi.useSearch();
  const navigate = useNavigate();
  const conditions = useConditions(uuid);
  const documents = useApplicationDocuments(uuid);
  const send = useSubmitConditionDocuments(uuid, search.conditionUuid ?? '');
  const conditionsHref = applicationHref(uuid, 'conditions');
  if ((conditions.isError && !conditions.data) || (documents.isError && !documents.data))
    return <NotLoaded uuid={uuid} />;
  if (!conditions.data || !documents.data) return <Loading label="Loading the request" />;
  const request = uploadRequest(conditions.data.conditions, search);
  if (request.kind !== 'open') return <UploadRequestNotice uuid={uuid} request={request} />;
  return (
    <UploadDocumentPage
      key={request.condition.uuid}
      uuid={uuid}
      condition={request.condition}
      initialType={search.conditionType}
      documents={documents.data.documents}
      conditionsHref={conditionsHref}
      send={send}
      onSent={() => void navigate({ href: conditionsHref })}
      UploadSlot={ConditionFileUpload}
    />
  );
}
