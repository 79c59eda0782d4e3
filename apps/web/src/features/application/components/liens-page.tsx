import { confirmLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { actionErrors, useStepAction } from '../../../lib/step-action.ts';
import { useApplication } from '../api/application.ts';
import { useFoundLiens } from '../api/found-liens.ts';
import { LienList } from './lien-list.tsx';
import { LiensAttestation } from './liens-attestation.tsx';
import './liens-page.css';

const TITLE = 'Confirm the loans on your property';

/**
 * Page `liens` (server step LIEN_VERIFICATION, decision 173): the loans and liens the title search and the credit
 * report found against the home, for the borrower to confirm, which starts underwriting. One that is wrong, missing
 * or paid off is put right with the lender before confirming: no call of the spec corrects a lien online. After the
 * hard pull listed a recent inquiry, the same page asks whether it led to new credit (decision 235).
 */
export function LiensPage({ uuid }: { uuid: string }) {
  const found = useFoundLiens(uuid);
  const application = useApplication(uuid);
  const status = application.data?.status;
  const attesting = Boolean(status?.inquiryAttestNeeded && !status.inquiryAttestComplete);
  // Which role the page has is the application's to say: no flash of the other one while it loads.
  if (application.isPending) return <Loading label="Loading the loans we found" />;
  if (attesting && found.data) return <LiensAttestation uuid={uuid} found={found.data} />;
  return <LiensConfirmation uuid={uuid} found={found} />;
}

function LiensConfirmation({ uuid, found }: { uuid: string; found: ReturnType<typeof useFoundLiens> }) {
  const confirm = useStepAction(confirmLiens, uuid);
  const { companyName, email } = useOrganisation().orgMetaData.companyInfo;
  const errors = actionErrors(confirm.error);
  useDocumentTitle(TITLE, errors.length > 0);
  return (
    <div className="stack">
      <ErrorSummary items={errors} focusKey={confirm.failureCount} />
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        To work out how much you can borrow, we looked for the loans secured on your home in public records (a
        title search) and in your credit report. Check that this list is right.
      </p>
      {found.isPending ? <Loading label="Loading the loans we found" /> : null}
      {found.isError ? (
        <p role="alert" className="error-message">
          We could not load the loans we found. Please refresh the page, or call {companyName} at{' '}
          <LenderPhoneLink />.
        </p>
      ) : null}
      {found.data ? <LienList found={found.data} /> : null}
      {found.data ? (
        <>
          <p>
            By confirming, you tell us these are all the loans secured on your home. We then prepare your
            offers, which usually takes a few minutes.
          </p>
          <div>
            <button
              type="button"
              className="button"
              disabled={confirm.isPending || confirm.isSuccess}
              onClick={() => confirm.mutate(undefined)}
            >
              Confirm and see my offers
            </button>
          </div>
          <section aria-labelledby="liens-wrong" className="liens__wrong stack">
            <h2 id="liens-wrong" className="heading-m">
              Is a loan wrong, missing or paid off?
            </h2>
            <p>
              Do not confirm yet. Call {companyName} at <LenderPhoneLink /> or email{' '}
              <a href={`mailto:${email}`}>{email}</a>. If you have paid a loan off, send us the paid-in-full
              letter from its lender; we correct the list before we prepare your offers.
            </p>
          </section>
        </>
      ) : null}
    </div>
  );
}
