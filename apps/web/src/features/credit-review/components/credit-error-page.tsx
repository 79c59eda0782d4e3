import type { CreditStop } from '@lintel/domain/application/credit-retry';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useCreditStop } from '../api/credit-stop.ts';
import { CallUs } from './lender-contact.tsx';
import { PinForm, RetryButton } from './pin-form.tsx';
import { StandingFacts } from '../../../components/standing/standing-facts.tsx';
import { useCreditActions } from './use-credit-actions.ts';

const TITLE: Readonly<Record<CreditStop['reason'], string>> = {
  FROZEN: 'Your credit file is frozen',
  FROZEN_WITH_PIN: 'Your credit file is frozen',
  LOCKED: 'Your credit file is locked',
  INCORRECT_PIN: 'Your credit file is frozen',
};

/**
 * Page credit/error (CREDIT_FROZEN, CREDIT_LOCKED): the bureau would not share the borrower's file. The page says
 * which bureau, how to lift the freeze or lock, and offers "Try again"; a PIN-protected freeze keeps its PIN entry.
 */
export function CreditErrorPage({ uuid }: { uuid: string }) {
  const stop = useCreditStop(uuid);
  const actions = useCreditActions(uuid);
  const reason = stop.data?.reason ?? 'FROZEN';
  const locked = reason === 'LOCKED';
  useDocumentTitle(TITLE[reason], actions.errors.length > 0);
  if (stop.isPending) return <Loading label="Loading what happened with your credit check" />;
  if (stop.isError)
    return (
      <div className="stack">
        <h1 className="heading-l">We could not check your credit</h1>
        <p>The credit bureau did not share your credit file with us, and we could not load the details.</p>
        <CallUs lead="Please" />
      </div>
    );
  const { bureau } = stop.data;
  const what = locked ? 'lock' : 'freeze';
  return (
    <div className="stack">
      <ErrorSummary items={actions.errors} focusKey={actions.focusKey} />
      <h1 className="heading-l">{TITLE[reason]}</h1>
      <p>
        To work out your offers we asked {bureau.name} for your credit report, but your credit file there is{' '}
        {locked ? 'locked' : 'frozen'}, so they could not share it with us. A {what} does not affect your
        credit score, and neither does our check: it is a soft credit check.
      </p>
      <StandingFacts />
      {reason === 'FROZEN_WITH_PIN' ? (
        <section aria-labelledby="pin-heading" className="stack">
          <h2 id="pin-heading" className="heading-m">
            Give us the PIN of your freeze
          </h2>
          <p>With your PIN, {bureau.name} lifts the freeze for our check only. We do not keep your PIN.</p>
          <PinForm label="Credit freeze PIN" actions={actions} />
        </section>
      ) : null}
      <section aria-labelledby="lift-heading" className="stack">
        <h2 id="lift-heading" className="heading-m">
          {reason === 'FROZEN_WITH_PIN' ? 'Or lift the freeze yourself' : `How to lift the ${what}`}
        </h2>
        <ol className="steps-list">
          <li>
            Contact {bureau.name} at {bureau.phone}, or sign in to your account on its website or app.
          </li>
          <li>
            {locked
              ? 'Unlock your credit file. You can lock it again once we have checked your credit.'
              : 'Ask for a temporary lift of the freeze. A few days is enough.'}
          </li>
          <li>Come back to this page and select “Try again”.</li>
        </ol>
        <RetryButton actions={actions} />
      </section>
      <CallUs />
    </div>
  );
}
