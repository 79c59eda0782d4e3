import type { Standing } from '@lintel/domain/application/standing/standing';
import './progress-meter.css';

type Progress = Standing['progress'];

/**
 * Spec 001 §2's progress steps as one row of segments (decoration: the words beside it say the same), filled when
 * done and half-filled when current: seven steps fit a 390 px phone in one line where the sidebar's list takes seven.
 */
export function ProgressBar({ progress }: { progress: Progress }) {
  return (
    <ol className="meter__bar" aria-hidden="true">
      {progress.steps.map((step) => (
        <li key={step.label} className={`meter__segment meter__segment--${step.status}`} />
      ))}
    </ol>
  );
}

/** "Step 4 of 7" and the current step's label, or that every step is done: the words of the bar. */
export function currentStepText(progress: Progress): { position: string; label: string } | undefined {
  const current = progress.steps[progress.index];
  if (!current) return undefined;
  return { position: `Step ${progress.index + 1} of ${progress.steps.length}`, label: current.label };
}

/**
 * Where the application is among spec 001 §2's progress steps: the step in words (what a screen reader reads), the
 * segmented bar, and how many are done.
 */
export function ProgressMeter({ progress }: { progress: Progress }) {
  const current = currentStepText(progress);
  const done = progress.steps.filter((step) => step.status === 'complete').length;
  return (
    <div className="meter">
      <p className="meter__text">
        {current ? (
          <>
            <span className="meter__step">{current.position}</span>{' '}
            <span className="meter__label">{current.label}</span>
          </>
        ) : (
          <span className="meter__label">Every step is done</span>
        )}
        <span className="caption meter__done">
          <span className="visually-hidden">, </span>
          {done} of {progress.steps.length} done
        </span>
      </p>
      <ProgressBar progress={progress} />
    </div>
  );
}
