import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { loanOriginatorQueryOptions } from '../api/loan-originator.ts';
import { profileQueryOptions } from '../api/profile.ts';
import { useDraft } from '../draft/draft-store.ts';
import { useRegistrationSettings } from '../registration-settings.tsx';
import { SCREENS, journey, screenSlug } from '../steps/register-v2-steps.ts';
import type { Screen } from '../steps/register-v2-steps.ts';
import { RegistrationProgress } from './registration-progress.tsx';
import '../registration.css';

// Only a referral link shows the loan officer: the panel loads with its data, not with every first screen (decision 120).
const LoanOriginatorPanel = lazy(() =>
  import('../../../components/ui/loan-originator-panel.tsx').then((m) => ({
    default: m.LoanOriginatorPanel,
  })),
);

function screenAt(pathname: string, basePath: string): Screen {
  const slug = pathname.replace(/\/+$/, '').slice(basePath.length).replace(/^\//, '');
  return SCREENS.find((screen) => screenSlug(screen) === slug) ?? 'property-address';
}

/** Around every register-v2 screen: progress and stepper, the referring loan officer, who is signed in. */
export function RegistrationLayout({ children }: { children: ReactNode }) {
  const settings = useRegistrationSettings();
  const { answers } = useDraft();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const profile = useQuery({ ...profileQueryOptions(), enabled: settings.authenticated });
  const originator = useQuery({
    ...loanOriginatorQueryOptions(settings.loanOriginatorUuid ?? ''),
    enabled: Boolean(settings.loanOriginatorUuid),
  });
  const screen = screenAt(pathname, settings.basePath);
  const screens = journey({ answers, authenticated: settings.authenticated });
  return (
    <div className={settings.loanOriginatorUuid ? 'registration registration--referral' : 'registration'}>
      {settings.loanOriginatorUuid && originator.data ? (
        <Suspense fallback={null}>
          <LoanOriginatorPanel info={originator.data.originatorDisplayInfo} />
        </Suspense>
      ) : null}
      <div className="registration__main">
        <RegistrationProgress
          screen={screen}
          screens={screens}
          authenticated={settings.authenticated}
          known={profile.data ? { email: profile.data.email } : null}
        />
        {profile.data ? (
          <p className="registration__signed-in">
            Applying as <strong>{profile.data.email}</strong>
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
