import { useState } from 'react';
import type { FormEvent } from 'react';
import { NOTARY_CANCEL_CONFIRM_REQUIRED } from '@lintel/domain/application/notary-identity';
import { SLOT_REQUIRED } from '@lintel/domain/application/notary';
import { ConfirmToActForm } from '../../../components/form/confirm-to-act-form.tsx';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { RadioGroup } from '../../../components/form/radio-group.tsx';
import { actionErrors } from '../../../lib/step-action.ts';
import { useNotarySlots } from '../api/notary.ts';
import { useCancelNotary, useRescheduleNotary } from '../api/notary-changes.ts';
import { slotLabel } from './slot-label.ts';

// The forms behind 'Change or cancel': loaded when the borrower opens one, not with the notary page (decision 233's
// 150 KB first load).

export function Reschedule({
  uuid,
  current,
  onDone,
}: {
  uuid: string;
  current: string | null;
  onDone: () => void;
}) {
  const slots = useNotarySlots(uuid, true);
  const move = useRescheduleNotary(uuid);
  const [slot, setSlot] = useState<string>();
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const options = (slots.data?.slots ?? [])
    .filter((s) => s.start !== current)
    .map((s) => ({ value: s.start, label: slotLabel(s.start) }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!slot) {
      setErrors([{ message: SLOT_REQUIRED, field: 'newStart' }]);
      return;
    }
    move.mutate(
      { start: slot },
      { onSuccess: onDone, onError: (error) => setErrors(actionErrors(error, 'newStart')) },
    );
  }

  if (slots.isError)
    return <p role="alert">We could not load the available times. Please try again in a moment.</p>;
  if (!slots.data) return <p role="status">Loading the available times…</p>;
  return (
    <form noValidate onSubmit={submit} className="stack">
      <ErrorSummary items={errors} focusKey={attempts} />
      <RadioGroup
        name="newStart"
        legend="Choose a new time"
        error={errors.find((e) => e.field === 'newStart')?.message}
        options={options}
        value={slot}
        onChange={setSlot}
      />
      <button type="submit" className="button" disabled={move.isPending}>
        Move my session to this time
      </button>
    </form>
  );
}

/** Cancelling the booked notary, a remote session or an in-person appointment (decisions 208 and 232). */
export function CancelNotary({
  uuid,
  onKeep,
  what = 'session',
}: {
  uuid: string;
  onKeep: () => void;
  what?: 'session' | 'appointment';
}) {
  const cancel = useCancelNotary(uuid);
  return (
    <ConfirmToActForm
      className="closing-cancel"
      actionsClassName="closing-actions"
      confirmLabel={`I want to cancel my notary ${what}`}
      confirmRequired={NOTARY_CANCEL_CONFIRM_REQUIRED}
      actLabel={`Cancel my ${what}`}
      keepLabel={`Keep my ${what}`}
      pending={cancel.isPending}
      onAct={(fail) => cancel.mutate({ confirm: true }, { onError: fail })}
      onKeep={onKeep}
    >
      <p>
        Your line cannot be funded until the deed is signed with a notary. You can choose an online session or
        another in-person appointment straight away.
      </p>
    </ConfirmToActForm>
  );
}
