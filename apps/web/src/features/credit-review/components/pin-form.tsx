import { FreezePinField } from './freeze-pin-field.tsx';
import type { CreditActions } from './use-credit-actions.ts';

/** The freeze PIN and its own submit, wired to the page's credit actions. */
export function PinForm({ label, actions }: { label: string; actions: CreditActions }) {
  return (
    <form noValidate onSubmit={actions.submitPin} className="stack">
      <FreezePinField label={label} value={actions.pin} error={actions.pinError} onChange={actions.setPin} />
      <button type="submit" className="button" disabled={actions.busy}>
        Continue with this PIN
      </button>
    </form>
  );
}

/** "Try again" once the borrower has lifted the freeze or lock at the bureau: the soft pull runs again. */
export function RetryButton({ actions }: { actions: CreditActions }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={actions.busy}
      onClick={actions.retry}
    >
      Try again
    </button>
  );
}
