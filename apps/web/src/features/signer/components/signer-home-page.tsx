import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useMySignerApplications } from '../api/signer-area.ts';
import { signedApplications, useSignerApplications } from '../api/signer-applications.ts';
import { SignerApplicationCard } from './signer-application-card.tsx';
import { InvitedApplications } from './invited-applications.tsx';
import './signer.css';

interface SignerHomePageProps {
  identityUuid: string;
  displayName: string;
  companyName: string;
  companyProduct: string;
}

/** The additional signer's landing (spec 000 §2 heloc-signer "resume"): the applications they sign, honestly. */
export function SignerHomePage({
  identityUuid,
  displayName,
  companyName,
  companyProduct,
}: SignerHomePageProps) {
  useDocumentTitle('Applications you sign');
  const applications = useSignerApplications();
  // An application the signer was invited to is theirs to continue above; the cards below are for the others only,
  // so one application never reads as both "Continue" and "not available online".
  const invited = useMySignerApplications();
  const invitedUuids = new Set((invited.data?.applications ?? []).map((a) => a.uuid));
  return (
    <div className="stack">
      <h1 className="heading-l">Welcome, {displayName}</h1>
      <p>
        You are an additional signer: a co-borrower or co-owner who signs a {companyProduct} that someone else
        applied for.
      </p>
      {/* Issue 19: the applications this signer was invited to, with their next step; signers added before
          invitations existed (the demo signers) cannot do their part online and are told so. */}
      <InvitedApplications
        fallback={
          <div className="signer-notice" role="note">
            <p>
              <strong>Your identity check and notary session cannot be done online here yet.</strong>{' '}
              {companyName} will contact you when it is your turn to sign. This page shows where each
              application stands meanwhile.
            </p>
          </div>
        }
      />
      {applications.isPending || invited.isPending ? (
        <Loading label="Loading the applications you sign" />
      ) : applications.isError ? (
        <p role="alert" className="error-message">
          We could not load your applications. Please refresh the page.
        </p>
      ) : (
        <SignedList
          applications={signedApplications(applications.data, identityUuid).filter(
            (a) => !invitedUuids.has(a.uuid),
          )}
          anyInvited={invitedUuids.size > 0}
          companyProduct={companyProduct}
        />
      )}
    </div>
  );
}

function SignedList({
  applications,
  anyInvited,
  companyProduct,
}: {
  applications: ReturnType<typeof signedApplications>;
  anyInvited: boolean;
  companyProduct: string;
}) {
  if (applications.length === 0) {
    if (anyInvited) return null;
    return <p>You are not listed as a signer on any {companyProduct} application.</p>;
  }
  return (
    <ul className="signer-list" aria-label="Applications you sign">
      {applications.map((application) => (
        <SignerApplicationCard
          key={application.uuid}
          application={application}
          companyProduct={companyProduct}
        />
      ))}
    </ul>
  );
}
