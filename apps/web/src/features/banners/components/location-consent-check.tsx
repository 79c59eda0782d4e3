import { useState } from 'react';
import { useLocationPermission } from '../use-location-permission.ts';
import { LocationConsentAlert } from './location-consent-alert.tsx';

/**
 * Spec 001 §2/§8: "Why we need your location" when location services are off, for the e-sign pages to mount
 * (decision 132). Shown while the permission is denied, until dismissed; turning location on closes it.
 */
export function LocationConsentCheck() {
  const permission = useLocationPermission();
  const [dismissed, setDismissed] = useState(false);
  return (
    <LocationConsentAlert open={permission === 'denied' && !dismissed} onDismiss={() => setDismissed(true)} />
  );
}
