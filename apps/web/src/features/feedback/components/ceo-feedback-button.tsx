import { useState } from 'react';
import { CEO_FEEDBACK_TITLE, CeoFeedbackModal } from './ceo-feedback-modal.tsx';

/** The way in: a plain link-style button (composed into the footer by the app). */
export function CeoFeedbackButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {CEO_FEEDBACK_TITLE}
      </button>
      <CeoFeedbackModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
