import type { StandingProgressStep } from '@lintel/domain/application/standing/standing';

const STATUS_TEXT = { complete: 'completed', current: 'current step', upcoming: 'not started' } as const;

/**
 * Spec 001 §2 "Application progress sidebar": a vertical stepper with the spec's labels, each step as the standing
 * the server sent says (decision 172): a step finished earlier stays done while an earlier one is current again.
 */
export function ProgressSidebar({ steps }: { steps: readonly StandingProgressStep[] }) {
  return (
    <nav aria-labelledby="progress-heading" className="card side-card progress">
      <h2 id="progress-heading" className="heading-s">
        Application progress
      </h2>
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
