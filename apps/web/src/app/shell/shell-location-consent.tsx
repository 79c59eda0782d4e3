import { Suspense, lazy } from 'react';
import { isESignPath } from './e-sign-paths.ts';

// Only e-sign pages ask for it: the check stays out of every other page's first load (decision 095 budgets).
const LocationConsentCheck = lazy(() =>
  import('../../features/banners/components/location-consent-check.tsx').then((m) => ({
    default: m.LocationConsentCheck,
  })),
);

/**
 * Spec 001 §2: "location services must be enabled to e-sign". On an e-sign page the shell watches the browser's
 * location permission and raises 'Why we need your location' (after 200 ms) while it is off (decision 132).
 */
export function ShellLocationConsent({ pathname }: { pathname: string }) {
  if (!isESignPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by page, so a dismissal holds for the page it was given on. */}
      <LocationConsentCheck key={pathname} />
    </Suspense>
  );
}
