import { useState } from 'react';
import type { Application } from '@lintel/domain/application/application';
import { Link } from '@tanstack/react-router';
import type { ClosingView } from '@lintel/domain/application/closing';
import { CANCEL_CONFIRM_REQUIRED } from '@lintel/domain/application/closing';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { ConfirmToActForm } from '../../../components/form/confirm-to-act-form.tsx';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { useCancelRescission } from '../api/closing.ts';
import { paths } from '../../../config/paths.ts';
import { RescissionCountdown } from './rescission-countdown.tsx';
import './closing.css';

function CancelLine({ uuid }: { uuid: string }) {
  const cancel = useCancelRescission(uuid);
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        Cancel my line of credit
      </button>
    );
  return (
    <ConfirmToActForm
      heading="Cancel your line of credit?"
      className="closing-cancel"
      actionsClassName="closing-actions"
      confirmLabel="Yes, I want to cancel my line of credit"
      confirmRequired={CANCEL_CONFIRM_REQUIRED}
      actLabel="Cancel my line of credit"
      keepLabel="Keep my line"
      pending={cancel.isPending}
      onAct={(fail) => cancel.mutate({ confirm: true }, { onError: fail })}
      onKeep={() => setOpen(false)}
    >
      <p>
        The line will be closed, the mortgage on your home released, and every fee you paid refunded within 20
        days. This cannot be undone.
      </p>
    </ConfirmToActForm>
  );
}

interface CompletePageProps {
  uuid: string;
  step: ServerStep;
  application: Application;
  closing: ClosingView;
  /** The application's clock less this browser's (`clockSkew`): the countdown follows the application's time. */
  skewMs: number;
}

/**
 * Page complete (RESCISSION through COMPLETE, and CANCELLED): the right to cancel with its exact deadline and a
 * countdown, the way to cancel with a confirmation while it runs; then the line being funded. The funded line's
 * details are on the application home (spec 000 §4 routes COMPLETE to the root).
 */
export function CompletePage({ uuid, step, application, closing, skewMs }: CompletePageProps) {
  const funded = closing.funding;
  const rescission = closing.rescission;
  const title = funded
    ? 'Your line of credit is funded'
    : step === 'CANCELLED' || rescission?.cancelledAt
      ? 'Your line of credit is cancelled'
      : step === 'RESCISSION'
        ? 'Your right to cancel'
        : 'Your line of credit is being funded';
  useDocumentTitle(title);

  return (
    <div className="stack closing-page narrow">
      <h1 className="heading-l">{title}</h1>
      {rescission && step === 'RESCISSION' && !rescission.cancelledAt ? (
        <section className="stack" aria-labelledby="rescission-title">
          <RescissionCountdown endsAt={rescission.endsAt} skewMs={skewMs} />
          <p>
            Federal law gives you three business days (not Sundays or federal holidays) after signing the
            mortgage to change your mind. Your line is funded after this time has passed.
          </p>
          <CancelLine uuid={uuid} />
        </section>
      ) : null}
      {step === 'CANCELLED' || rescission?.cancelledAt ? (
        <p>
          {/* Any owner of the home may cancel for all (decision 118), so not always "you". */}
          Your line of credit was cancelled during the right to cancel. The mortgage on your home will be
          released and any fees you paid refunded within 20 days. Questions? Call us at <LenderPhoneLink />.
        </p>
      ) : null}
      {!funded && (step === 'FUNDABLE' || step === 'FUNDING_DECISION' || step === 'RECORDING') ? (
        <section className="stack">
          <p>
            {closing.recording
              ? `The right to cancel has passed and your mortgage is recorded with your county (instrument number ${closing.recording.instrumentNumber}).`
              : 'The right to cancel has passed and your mortgage is being recorded with your county.'}{' '}
            Your money is on its way.
          </p>
          {application.insurance?.complete ? null : (
            <p className="closing-notice" role="status">
              We still need proof of your homeowners insurance before we can fund your line.{' '}
              <Link to={paths.application.getHref(uuid, 'insurance/requirements')}>Send it now</Link>.
            </p>
          )}
        </section>
      ) : null}
      {funded ? (
        <p>
          Your line is funded. Its details and your signed documents are on{' '}
          <Link to={paths.application.getHref(uuid)}>your application home</Link>.
        </p>
      ) : null}
    </div>
  );
}
