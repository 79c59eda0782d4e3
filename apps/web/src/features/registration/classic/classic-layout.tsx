import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import '../registration.css';

const STEPS = ['Your application', 'Your account'] as const;

/** Spec 000 §2: the classic /register flow, shown with a progress bar. */
export function ClassicLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const index = pathname.endsWith('/account-setup') ? 1 : 0;
  const onSupport = pathname.endsWith('/support');
  return (
    <div className="registration">
      <div className="registration__main">
        {onSupport ? null : (
          <div className="registration-progress">
            <p className="registration-progress__count" id="registration-progress-count">
              Step {index + 1} of {STEPS.length}: {STEPS[index]}
            </p>
            <progress
              className="registration-progress__bar"
              max={STEPS.length}
              value={index + 1}
              aria-labelledby="registration-progress-count"
            />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
