import { Suspense, lazy, useState } from 'react';
import { CEO_FEEDBACK_TITLE } from '../ceo-feedback-copy.ts';

// The modal brings react-hook-form, the feedback schema and the mutation (~18 KB gzip): asked for when the borrower
// reaches for the button (pointer over it, focus, or the click itself), not with every page's footer (decision 175).
const CeoFeedbackModal = lazy(() =>
  import('./ceo-feedback-modal.tsx').then((m) => ({ default: m.CeoFeedbackModal })),
);

/** The way in: a plain link-style button (composed into the footer by the app). */
export function CeoFeedbackButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <button
        type="button"
        className="link-button"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {CEO_FEEDBACK_TITLE}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CeoFeedbackModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
