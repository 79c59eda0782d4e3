import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { useCreditStop } from '../api/credit-stop.ts';
import { CallUs } from './lender-contact.tsx';
import { PinForm, RetryButton } from './pin-form.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { useCreditActions } from './use-credit-actions.ts';

const TITLE = 'The credit bureau did not accept your PIN';

/**
 * Page review-app/incorrect-pin (CREDIT_INCORRECT_PIN): the PIN did not lift the freeze. The borrower can give it
 * again, or lift the freeze at the bureau and try again.
 */
export function IncorrectPinPage({ uuid }: { uuid: string }) {
  const stop = useCreditStop(uuid);
  const actions = useCreditActions(uuid);
  useDocumentTitle(TITLE, actions.errors.length > 0);
  const bureau = stop.data?.bureau;
  const bureauName = bureau?.name ?? 'the credit bureau';
  return (
    <div className="stack">
      <ErrorSummary items={actions.errors} focusKey={actions.focusKey} />
      <h1 className="heading-l">{TITLE}</h1>
      <p>
        Your credit file at {bureauName} is frozen, and the PIN you gave us did not lift the freeze, so we
        still cannot see your credit report.
      </p>
      <StandingFacts />
      <PinForm label="Enter your credit freeze PIN again" actions={actions} />
      <section aria-labelledby="forgot-heading" className="stack">
        <h2 id="forgot-heading" className="heading-m">
          Lost your PIN?
        </h2>
        <p>
          {bureau ? `Call ${bureau.name} at ${bureau.phone}` : 'Contact the credit bureau'}, or sign in to
          your account on its website, to get your PIN or to lift the freeze. Once the freeze is lifted,
          select “Try again”.
        </p>
        <RetryButton actions={actions} />
      </section>
      <CallUs />
    </div>
  );
}
