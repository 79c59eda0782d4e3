import { progressSteps } from '@lintel/domain/shell-rules/application-progress';
import type { ProgressState } from '@lintel/domain/shell-rules/application-progress';

const STATUS_TEXT = { complete: 'completed', current: 'current step', upcoming: 'not started' } as const;

/** Spec 001 §2 "Application progress sidebar": a vertical stepper with the spec's labels. */
export function ProgressSidebar({ state, manualNotary }: { state: ProgressState; manualNotary: boolean }) {
  const steps = progressSteps(state, { manualNotary });
  return (
    <nav aria-label="Application progress" className="progress">
      <ol className="progress__list">
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={`progress__step progress__step--${step.status}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="progress__marker" aria-hidden="true">
              {step.status === 'complete' ? '✓' : index + 1}
            </span>
            <span className="progress__label">
              {step.label}
              <span className="visually-hidden"> ({STATUS_TEXT[step.status]})</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
