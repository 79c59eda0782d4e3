import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { useDocumentTitle } from '../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../components/ui/lender-phone-link.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import type { ConditionPages } from '../../features/conditions/components/condition-links.ts';
import {
  uploadRequest,
  type UploadDocumentSearch,
} from '../../features/conditions/components/upload-request.ts';
import { ConditionsList } from '../../features/conditions/components/conditions-list.tsx';
import { CONDITIONS_TITLE } from '../../features/conditions/components/conditions-page.tsx';
import { conditionUploadSlot } from '../../features/conditions/components/condition-upload-slot.tsx';
import { UploadDocumentPage } from '../../features/conditions/components/upload-document-page.tsx';
import { useSendSignerDocument, useSignerDocuments } from '../../features/signer/api/signer-area.ts';
import {
  useSignerConditions,
  useSubmitSignerConditionDocuments,
} from '../../features/signer/api/signer-conditions.ts';
import { SignerFrame } from '../../features/signer/components/signer-frame.tsx';
import { SignerIdentityPage } from '../../features/signer/components/signer-identity-page.tsx';
import { signerHref, SIGNER_AREA } from '../../features/signer/signer-pages.ts';
import { Notice, NotLoaded } from './conditions-notice.tsx';
import { preloadFileUpload } from './preload-file-upload.ts';
import { UploadRequestNotice } from './upload-request-notice.tsx';

// The signer's conditions pages (spec 000 §2 heloc-signer "conditions (index, upload-document, identity)", decision
// 237): the borrower's conditions pages composed with the signer's own calls and pages, one chunk of their own.
preloadFileUpload();

function useApplicationId(): string {
  return (useSearch({ strict: false }) as { application?: string }).application ?? '';
}

/** The signer's conditions pages: every link carries the application, as every signer page does. */
function signerConditionPages(uuid: string): ConditionPages {
  return {
    list: signerHref('conditions', uuid),
    uploadDocument: `${SIGNER_AREA}/conditions/upload-document`,
    identity: `${SIGNER_AREA}/conditions/identity`,
    search: { application: uuid },
  };
}

function SignerConditionsIndex({ application }: { application: SignerApplication }) {
  useDocumentTitle(CONDITIONS_TITLE);
  const conditions = useSignerConditions(application.uuid);
  const pages = signerConditionPages(application.uuid);
  return (
    <div className="stack conditions">
      <Link to={signerHref('intro', application.uuid)} className="back-link">
        Back to your signing
      </Link>
      <h1 className="heading-l">{CONDITIONS_TITLE}</h1>
      {conditions.isError && !conditions.data ? (
        <p role="alert" className="error-message">
          We could not load your list. Please reload the page in a moment.
        </p>
      ) : !conditions.data ? (
        <Loading label="Loading what we need from you" />
      ) : (
        <ConditionsList conditions={conditions.data.conditions} pages={pages} openWhere="for you" />
      )}
      <p>
        Questions? Call us at <LenderPhoneLink />.
      </p>
    </div>
  );
}

/** /heloc-signer/conditions?application=: the signer's own requests, polled. */
export function SignerConditionsRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerConditionsIndex application={a} />}</SignerFrame>;
}

/** Each file stored as one of the signer's own documents. */
const SignerConditionFileUpload = conditionUploadSlot(useSendSignerDocument);

function SignerUploadDocument({ uuid }: { uuid: string }) {
  const search = useSearch({ strict: false }) as UploadDocumentSearch;
  const navigate = useNavigate();
  const conditions = useSignerConditions(uuid);
  const documents = useSignerDocuments(uuid);
  const send = useSubmitSignerConditionDocuments(uuid, search.conditionUuid ?? '');
  const listHref = signerHref('conditions', uuid);
  if ((conditions.isError && !conditions.data) || (documents.isError && !documents.data))
    return <NotLoaded uuid={uuid} listHref={listHref} />;
  if (!conditions.data || !documents.data) return <Loading label="Loading the request" />;
  const request = uploadRequest(conditions.data.conditions, search);
  if (request.kind !== 'open')
    return <UploadRequestNotice uuid={uuid} listHref={listHref} request={request} />;
  // The signer's own uploads, as the borrower's page lists the application's (their ID photos among them).
  const sent = documents.data.documents.map((d) => ({
    uuid: d.id,
    type: d.type,
    fileName: 'A file you sent',
    contentType: '',
    sizeBytes: 0,
    createdAt: d.createdAt,
  }));
  return (
    <UploadDocumentPage
      key={request.condition.uuid}
      uuid={uuid}
      condition={request.condition}
      initialType={search.conditionType}
      documents={sent}
      conditionsHref={listHref}
      send={send}
      onSent={() => void navigate({ href: listHref })}
      UploadSlot={SignerConditionFileUpload}
    />
  );
}

/** /heloc-signer/conditions/upload-document?application&conditionUuid&conditionType&conditionEnum. */
export function SignerUploadDocumentRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerUploadDocument uuid={a.uuid} />}</SignerFrame>;
}

function SignerConditionIdentity({ application }: { application: SignerApplication }) {
  const uuid = application.uuid;
  const conditions = useSignerConditions(uuid);
  const listHref = signerHref('conditions', uuid);
  if (conditions.isError && !conditions.data) return <NotLoaded uuid={uuid} listHref={listHref} />;
  if (!conditions.data) return <Loading label="Loading the request" />;
  const open = conditions.data.conditions.find((c) => c.action === 'IDENTITY' && !c.resolved);
  if (!open)
    return (
      <Notice uuid={uuid} title="Your identity check is done" listHref={listHref}>
        <p>We are not asking you to verify your identity again.</p>
      </Notice>
    );
  return <SignerIdentityPage application={application} condition={open} />;
}

/** /heloc-signer/conditions/identity?application=: the signer's identity check, again, for an identity condition. */
export function SignerConditionIdentityRoute() {
  const uuid = useApplicationId();
  return <SignerFrame uuid={uuid}>{(a) => <SignerConditionIdentity application={a} />}</SignerFrame>;
}
