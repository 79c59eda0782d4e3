import { useState } from 'react';
import type { FormEvent } from 'react';
import { MANUAL_NOTARY_FEE_DOLLARS } from '@lintel/domain/application/notary';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useRescheduleManualNotary } from '../api/notary-changes.ts';
import { checkManualTime, ManualTimeFields, useManualDayRange } from './manual-time-fields.tsx';
import { CancelNotary } from './notary-change-forms.tsx';

function MoveAppointment({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const move = useRescheduleManualNotary(uuid);
  const range = useManualDayRange();
  const [day, setDay] = useState('');
  const [hour, setHour] = useState('');
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    const { when, errors: found } = checkManualTime(day, hour, range);
    setErrors(found);
    if (!when) return;
    move.mutate(
      { requestedTime: when.toISOString() },
      {
        onSuccess: onDone,
        onError: (error) =>
          setErrors(
            actionErrors(error).map((e) => (e.field === 'requestedTime' ? { ...e, field: 'day' } : e)),
          ),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="stack" aria-label="Choose a new day and time">
      <ErrorSummary items={errors} focusKey={attempts} />
      <p>
        The fee stays ${MANUAL_NOTARY_FEE_DOLLARS}. Times are in your time zone (
        {Intl.DateTimeFormat().resolvedOptions().timeZone}).
      </p>
      <ManualTimeFields day={day} hour={hour} onDay={setDay} onHour={setHour} range={range} errors={errors} />
      <button type="submit" className="button" disabled={move.isPending}>
        Move my appointment
      </button>
    </form>
  );
}

/**
 * Moving or cancelling the in-person appointment online (decision 232), as a remote session can be: another day and
 * hour by the same rules, or back to choosing a notary. The page's heading shows the new time once moved.
 */
export function ManualNotaryChange({ uuid }: { uuid: string }) {
  const [open, setOpen] = useState<'move' | 'cancel'>();
  return (
    <section className="stack" aria-labelledby="manual-change-title">
      <h2 id="manual-change-title" className="heading-m">
        Change or cancel
      </h2>
      <div className="closing-actions">
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'move'}
          onClick={() => setOpen(open === 'move' ? undefined : 'move')}
        >
          Change the day or time
        </button>
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'cancel'}
          onClick={() => setOpen(open === 'cancel' ? undefined : 'cancel')}
        >
          Cancel the appointment
        </button>
      </div>
      {open === 'move' ? <MoveAppointment uuid={uuid} onDone={() => setOpen(undefined)} /> : null}
      {open === 'cancel' ? (
        <CancelNotary uuid={uuid} what="appointment" onKeep={() => setOpen(undefined)} />
      ) : null}
    </section>
  );
}
