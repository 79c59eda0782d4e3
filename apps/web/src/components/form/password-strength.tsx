import { passwordRuleResults, passwordStrength } from '@lintel/domain/validation/password';
import './password-strength.css';

const LABELS = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** Spec 001 §2: the four-segment strength bar, with the rules checklist so the bar is never the only signal. */
export function PasswordStrength({ value, id }: { value: string; id: string }) {
  const strength = passwordStrength(value);
  return (
    <div className="password-strength" id={id}>
      <div className="password-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={
              segment <= strength ? 'password-strength__segment is-on' : 'password-strength__segment'
            }
          />
        ))}
      </div>
      <p className="password-strength__label" aria-live="polite">
        Password strength: {LABELS[strength]}
      </p>
      <ul className="password-strength__rules">
        {passwordRuleResults(value).map((rule) => (
          <li key={rule.message} className={rule.met ? 'is-met' : undefined}>
            <span className="visually-hidden">{rule.met ? 'Met: ' : 'Not met: '}</span>
            {rule.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
