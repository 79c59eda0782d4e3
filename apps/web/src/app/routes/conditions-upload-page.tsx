import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { FileUpload } from '../../components/upload/file-upload.tsx';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { useApplicationDocuments, useConditions } from '../../features/conditions/api/conditions.ts';
import { UploadDocumentPage } from '../../features/conditions/components/upload-document-page.tsx';
import type { ConditionUploadSlotProps } from '../../features/conditions/components/upload-document-page.tsx';
import { useSendDocument } from '../../features/uploads/api/documents.ts';
import { Notice, NotLoaded } from './conditions-notice.tsx';
import { preloadFileUpload } from './preload-file-upload.ts';

// conditions/upload-document, a chunk apart from the list and the phone page (decision 233).
// The upload control's code starts with this chunk, so it travels beside the page's calls (decision 233).
preloadFileUpload();

const applicationApi = getRouteApi('/account/heloc/$uuid');
const uploadApi = getRouteApi('/account/heloc/$uuid/conditions/upload-document');

/**
 * The one upload control (decision 184) for the upload-document page: each file is stored as a document of the type
 * chosen there, and the page adds it to what it sends.
 */
function ConditionFileUpload({ uuid, documentType, label, onUploaded }: ConditionUploadSlotProps) {
  const send = useSendDocument(uuid, documentType);
  return (
    <FileUpload
      name="conditionFiles"
      label={`Upload: ${label}`}
      hint="A PDF, JPEG or PNG file of up to 10 MB each. Each file you upload is added to the documents to send."
      multiple
      camera
      send={send}
      onSent={(document) => onUploaded(document)}
    />
  );
}

/** /{uuid}/conditions/upload-document?conditionUuid&conditionType&conditionEnum. */
export function UploadDocumentRoute() {
  const { uuid } = applicationApi.useParams();
  const search = uploadApi.useSearch();
  const navigate = useNavigate();
  const conditions = useConditions(uuid);
  const documents = useApplicationDocuments(uuid);
  const conditionsHref = applicationHref(uuid, 'conditions');
  if ((conditions.isError && !conditions.data) || (documents.isError && !documents.data))
    return <NotLoaded uuid={uuid} />;
  if (!conditions.data || !documents.data) return <Loading label="Loading the request" />;
  const condition = conditions.data.conditions.find(
    (c) =>
      c.uuid === search.conditionUuid && (!search.conditionEnum || c.categoryEnum === search.conditionEnum),
  );
  if (!condition || condition.action !== 'UPLOAD_DOCUMENT')
    return (
      <Notice uuid={uuid} title="We could not find this request">
        <p>The link may be out of date. Your list shows everything we still need.</p>
      </Notice>
    );
  if (condition.resolved || !condition.actionNeeded)
    return (
      <Notice uuid={uuid} title={condition.resolved ? 'This request is done' : 'We have your documents'}>
        <p>
          {condition.resolved
            ? `"${condition.title}" needs nothing more from you.`
            : `We received your documents for "${condition.title}" and are reviewing them.`}
        </p>
      </Notice>
    );
  return (
    <UploadDocumentPage
      key={condition.uuid}
      uuid={uuid}
      condition={condition}
      initialType={search.conditionType}
      documents={documents.data.documents}
      conditionsHref={conditionsHref}
      onSent={() => void navigate({ href: conditionsHref })}
      UploadSlot={ConditionFileUpload}
    />
  );
}
