import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { RegistrationSettingsProvider } from '../../features/registration/registration-settings.tsx';
import type { RegisterGates } from './register-gates.ts';

// The gates' pages are rare: they load when a gate shuts, not with every registration first screen (decision 120).
const MaintenancePage = lazy(() =>
  import('../../features/feature-flags/components/maintenance-page.tsx').then((m) => ({
    default: m.MaintenancePage,
  })),
);
const NotAcceptingRoute = lazy(() =>
  import('./not-accepting.lazy.tsx').then((m) => ({ default: m.NotAcceptingRoute })),
);

/** Maintenance first (it covers every lender), then the closed-registration page, else the registration itself. */
export function RegisterGateView({ gates, children }: { gates: RegisterGates; children: ReactNode }) {
  if (gates.maintenance || gates.closed) {
    return (
      <Suspense fallback={null}>
        {gates.maintenance ? <MaintenancePage maintenance={gates.maintenance} /> : <NotAcceptingRoute />}
      </Suspense>
    );
  }
  return <RegistrationSettingsProvider settings={gates.settings}>{children}</RegistrationSettingsProvider>;
}
