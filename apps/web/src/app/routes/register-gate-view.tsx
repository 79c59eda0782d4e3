import type { ReactNode } from 'react';
import { MaintenancePage } from '../../features/feature-flags/components/maintenance-page.tsx';
import { RegistrationSettingsProvider } from '../../features/registration/registration-settings.tsx';
import { NotAcceptingRoute } from './not-accepting.lazy.tsx';
import type { RegisterGates } from './register-gates.ts';

/** Maintenance first (it covers every lender), then the closed-registration page, else the registration itself. */
export function RegisterGateView({ gates, children }: { gates: RegisterGates; children: ReactNode }) {
  if (gates.maintenance) return <MaintenancePage maintenance={gates.maintenance} />;
  if (gates.closed) return <NotAcceptingRoute />;
  return <RegistrationSettingsProvider settings={gates.settings}>{children}</RegistrationSettingsProvider>;
}
