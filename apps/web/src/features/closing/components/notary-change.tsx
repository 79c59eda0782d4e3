import { lazy, Suspense, useState } from 'react';

const Reschedule = lazy(() => import('./notary-change-forms.tsx').then((m) => ({ default: m.Reschedule })));
const CancelNotary = lazy(() =>
  import('./notary-change-forms.tsx').then((m) => ({ default: m.CancelNotary })),
);
const loading = <p role="status">Loading…</p>;

/** Moving or cancelling a booked remote session online (decision 208); the page's heading says the new time. */
export function NotaryChange({ uuid, current }: { uuid: string; current: string | null }) {
  const [open, setOpen] = useState<'move' | 'cancel'>();
  return (
    <section className="stack" aria-labelledby="change-title">
      <h2 id="change-title" className="heading-m">
        Change or cancel
      </h2>
      <div className="closing-actions">
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'move'}
          onClick={() => setOpen(open === 'move' ? undefined : 'move')}
        >
          Change the time
        </button>
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'cancel'}
          onClick={() => setOpen(open === 'cancel' ? undefined : 'cancel')}
        >
          Cancel the session
        </button>
      </div>
      <Suspense fallback={loading}>
        {open === 'move' ? (
          <Reschedule uuid={uuid} current={current} onDone={() => setOpen(undefined)} />
        ) : null}
        {open === 'cancel' ? <CancelNotary uuid={uuid} onKeep={() => setOpen(undefined)} /> : null}
      </Suspense>
    </section>
  );
}
