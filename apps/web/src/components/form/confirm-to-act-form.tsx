import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { actionErrors } from '../../lib/step-action.ts';
import { Checkbox } from './checkbox.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';

interface ConfirmToActFormProps {
  /** The question the form asks ("Cancel your line of credit?"), a heading when given. */
  heading?: string;
  /** What happens if the borrower goes on. */
  children: ReactNode;
  confirmLabel: string;
  /** The spec's or the domain's message when the box is left unticked. */
  confirmRequired: string;
  actLabel: string;
  keepLabel: string;
  pending: boolean;
  /** Runs the action once the box is ticked; `fail` shows the server's refusal in the form. */
  onAct: (fail: (error: unknown) => void) => void;
  onKeep: () => void;
  className?: string;
  /** The feature's row of buttons. */
  actionsClassName: string;
}

/**
 * The one way to confirm something that cannot be undone (cancelling a line, a notary session): tick to confirm,
 * then act or keep. An unticked box or a refusal shows in the error summary, which takes focus.
 */
export function ConfirmToActForm(props: ConfirmToActFormProps) {
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const headingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (!confirm) {
      setErrors([{ message: props.confirmRequired, field: 'confirm' }]);
      return;
    }
    setErrors([]);
    props.onAct((error) => setErrors(actionErrors(error, 'confirm')));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={props.className ? `stack ${props.className}` : 'stack'}
      aria-labelledby={props.heading ? headingId : undefined}
    >
      <ErrorSummary items={errors} focusKey={attempts} />
      {props.heading ? (
        <h3 id={headingId} className="heading-m">
          {props.heading}
        </h3>
      ) : null}
      {props.children}
      <Checkbox
        name="confirm"
        label={props.confirmLabel}
        checked={confirm}
        error={errors[0]?.message}
        onChange={(event) => setConfirm(event.target.checked)}
      />
      <div className={props.actionsClassName}>
        <button type="submit" className="button" disabled={props.pending}>
          {props.actLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onKeep}>
          {props.keepLabel}
        </button>
      </div>
    </form>
  );
}
