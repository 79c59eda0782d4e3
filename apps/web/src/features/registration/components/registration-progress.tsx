import { registrationSteps } from '@lintel/domain/shell-rules/registration-steps';
import { stepperLabel } from '../steps/register-v2-steps.ts';
import type { Screen } from '../steps/register-v2-steps.ts';

interface RegistrationProgressProps {
  screen: Screen;
  screens: readonly Screen[];
  /** A signed-in visitor's contact details: with an email and a phone, Contact Info is left out. */
  known?: { email?: string | null; phoneNumbers?: readonly string[] | null } | null;
  authenticated: boolean;
}

/** Spec 000 §2 progress (screen n of the visitor's screens) and the spec 001 §2 registration stepper labels. */
export function RegistrationProgress({ screen, screens, known, authenticated }: RegistrationProgressProps) {
  const index = Math.max(0, screens.indexOf(screen));
  const steps = registrationSteps(known).filter(
    (step) => !authenticated || (step.label !== 'Contact Info' && step.label !== 'Login Info'),
  );
  const currentLabel = stepperLabel(screen);
  const currentIndex = steps.findIndex((step) => step.label === currentLabel);
  return (
    <nav className="registration-progress" aria-label="Registration progress">
      <p className="registration-progress__count" id="registration-progress-count">
        Step {index + 1} of {screens.length}
      </p>
      <progress
        className="registration-progress__bar"
        max={screens.length}
        value={index + 1}
        aria-labelledby="registration-progress-count"
      />
      <ol className="registration-stepper">
        {steps.map((step, i) => {
          const status = i < currentIndex ? 'complete' : i === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.label}
              className={`registration-stepper__step is-${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {step.label}
              {status === 'complete' ? <span className="visually-hidden"> (completed)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
