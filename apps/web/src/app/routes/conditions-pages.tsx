import type { ReactNode } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { Loading } from '../../components/ui/loading.tsx';
import { LenderPhoneLink } from '../../components/ui/lender-phone-link.tsx';
import { applicationHref } from '../../features/application-routing/application-pages.ts';
import { useApplicationDocuments, useConditions } from '../../features/conditions/api/conditions.ts';
import { ConditionPhonePage } from '../../features/conditions/components/condition-phone-page.tsx';
import { ConditionsPage } from '../../features/conditions/components/conditions-page.tsx';
import { UploadDocumentPage } from '../../features/conditions/components/upload-document-page.tsx';
import type { ConditionUploadSlotProps } from '../../features/conditions/components/upload-document-page.tsx';
import { useSendDocument } from '../../features/uploads/api/documents.ts';
import { FileUpload } from '../../components/upload/file-upload.tsx';

const applicationApi = getRouteApi('/account/heloc/$uuid');
const uploadApi = getRouteApi('/account/heloc/$uuid/conditions/upload-document');

/** A page of this chunk that cannot show its form: what happened and the way back to the list. */
function Notice({ uuid, title, children }: { uuid: string; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="stack">
      <h1 className="heading-l">{title}</h1>
      {children}
      <p>
        <Link to={applicationHref(uuid, 'conditions')}>See what we need from you</Link>
      </p>
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

function NotLoaded({ uuid }: { uuid: string }) {
  return (
    <Notice uuid={uuid} title="We could not load your list">
      <p>Please reload the page in a moment.</p>
    </Notice>
  );
}

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

/** /{uuid}/conditions: the polled list (every 60 s and on focus). */
export function ConditionsRoute() {
  const { uuid } = applicationApi.useParams();
  const conditions = useConditions(uuid);
  if (conditions.isError && !conditions.data) return <NotLoaded uuid={uuid} />;
  if (!conditions.data) return <Loading label="Loading what we need from you" />;
  return <ConditionsPage uuid={uuid} conditions={conditions.data.conditions} />;
}

/** /{uuid}/conditions/phone-number: only while MISSING_PHONE_NUMBER is open. */
export function ConditionPhoneRoute() {
  const { uuid } = applicationApi.useParams();
  const navigate = useNavigate();
  const conditions = useConditions(uuid);
  const conditionsHref = applicationHref(uuid, 'conditions');
  if (conditions.isError && !conditions.data) return <NotLoaded uuid={uuid} />;
  if (!conditions.data) return <Loading label="Loading your details" />;
  const open = conditions.data.conditions.some(
    (c) => c.categoryEnum === 'MISSING_PHONE_NUMBER' && !c.resolved,
  );
  if (!open)
    return (
      <Notice uuid={uuid} title="We have your phone number">
        <p>There is no phone number to add on this application.</p>
      </Notice>
    );
  return (
    <ConditionPhonePage
      uuid={uuid}
      conditionsHref={conditionsHref}
      onSaved={() => void navigate({ href: conditionsHref })}
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
