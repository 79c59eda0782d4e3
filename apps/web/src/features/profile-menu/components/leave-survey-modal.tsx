import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import '../../../components/form/choices.css';

export const LEAVE_REASONS = [
  'I will finish later',
  'The rate or amount is not right for me',
  'The application takes too long',
  'Something else',
] as const;

interface LeaveSurveyModalProps {
  open: boolean;
  /** The chosen reason, or null when skipped; logout goes on either way. */
  onDone: (reason: string | null) => void;
}

/** A one-question survey before logout (our wording: decision 081). Skipping is always one click away. */
export function LeaveSurveyModal({ open, onDone }: LeaveSurveyModalProps) {
  const [reason, setReason] = useState<string | null>(null);
  return (
    <Modal title="Before you go" open={open} onClose={() => onDone(null)}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          onDone(reason);
        }}
      >
        <fieldset className="fieldset">
          <legend>Why are you leaving your application today?</legend>
          <div className="choices">
            {LEAVE_REASONS.map((option) => (
              <label key={option} className="choice">
                <input
                  className="choice__input"
                  type="radio"
                  name="leave-reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                <span className="choice__label">{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="button-group">
          <button type="submit" className="button" disabled={reason === null}>
            Send and log out
          </button>
          <button type="button" className="button button--secondary" onClick={() => onDone(null)}>
            Skip and log out
          </button>
        </div>
      </form>
    </Modal>
  );
}
