import { useEffect, useState } from 'react';

export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unknown';

/**
 * The browser's geolocation permission, kept current (a borrower may turn it on in settings while the page is open).
 * Browsers without the Permissions API read as 'unknown': the e-sign page then finds out when it asks for a position.
 */
export function useLocationPermission(): LocationPermission {
  const [permission, setPermission] = useState<LocationPermission>('unknown');
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        update();
        status.addEventListener('change', update);
      })
      .catch(() => setPermission('unknown'));
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return permission;
}
