import { useState, type FormEvent } from 'react';
import {
  MANUAL_NOTARY_FEE_DOLLARS,
  MANUAL_NOTARY_MAX_DAYS,
  MANUAL_NOTARY_MIN_DAYS,
} from '@lintel/domain/application/notary';
import { IN_PERSON_FEE_REQUIRED } from '@lintel/domain/signers/signer-area';
import { Checkbox } from '../../components/form/checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/form/error-summary.tsx';
import { actionErrors } from '../../lib/step-action.ts';
import {
  checkManualTime,
  ManualTimeFields,
  useManualDayRange,
} from '../../features/closing/components/manual-time-fields.tsx';
import { useSignerBookNotary } from '../../features/signer/api/signer-area.ts';

const FIELD_OF: Record<string, string> = { requestedTime: 'day', feeAccepted: 'feeAccepted' };

/**
 * The signer's in-person notary (issue 19): the borrower's notary/schedule-manual form (a day 2 to 30 days ahead and
 * an hour, in the signer's own time zone, the $300 fee agreed), sent as the signer's own booking (kind MANUAL).
 * Once booked, the notary page shows the appointment in its place.
 */
export function SignerInPersonNotary({ uuid }: { uuid: string }) {
  const book = useSignerBookNotary(uuid);
  const [day, setDay] = useState('');
  const [hour, setHour] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const range = useManualDayRange();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const { when, errors: timeErrors } = checkManualTime(day, hour, range);
    const found: ErrorSummaryItem[] = [...timeErrors];
    if (!accepted) found.push({ message: IN_PERSON_FEE_REQUIRED, field: 'feeAccepted' });
    setErrors(found);
    if (found.length > 0 || !when) return;
    book.mutate(
      { kind: 'MANUAL', requestedTime: when.toISOString(), feeAccepted: true },
      {
        onError: (error) =>
          setErrors(actionErrors(error).map((e) => ({ ...e, field: FIELD_OF[e.field ?? ''] ?? e.field }))),
      },
    );
  }

  const fieldError = (field: string) => errors.find((e) => e.field === field)?.message;
  return (
    <section className="stack" aria-labelledby="in-person-title">
      <ErrorSummary items={errors} focusKey={attempts} />
      <h2 id="in-person-title" className="heading-m">
        Schedule an in-person notary
      </h2>
      <p>
        A notary comes to you to watch you sign the deed and check your photo ID. An in-person notary costs{' '}
        <strong>${MANUAL_NOTARY_FEE_DOLLARS}</strong>. Choose a day {MANUAL_NOTARY_MIN_DAYS} to{' '}
        {MANUAL_NOTARY_MAX_DAYS} days from today; times are in your time zone ({zone}).
      </p>
      <form noValidate onSubmit={submit} className="stack">
        <ManualTimeFields
          day={day}
          hour={hour}
          onDay={setDay}
          onHour={setHour}
          range={range}
          errors={errors}
        />
        <Checkbox
          name="feeAccepted"
          label={`I agree to the $${MANUAL_NOTARY_FEE_DOLLARS} fee for an in-person notary`}
          checked={accepted}
          error={fieldError('feeAccepted')}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <div>
          <button type="submit" className="button" disabled={book.isPending}>
            Request this appointment
          </button>
        </div>
      </form>
    </section>
  );
}
