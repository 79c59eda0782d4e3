import { useEffect } from 'react';
import type { trackEvent } from '../api/telemetry.ts';

export const ERROR_FALLBACK_EVENT = 'HELOC: Error Fallback';

// The error page is in the entry (it must show when chunks fail); the telemetry client is fetched only when it shows.
const trackLazily: typeof trackEvent = (event, options) =>
  import('../api/telemetry.ts').then((telemetry) => telemetry.trackEvent(event, options));

/** Spec 001 §2: the error fallback tracks 'HELOC: Error Fallback' once per time it is shown. */
export function useTrackErrorFallback(message: string | undefined, track = trackLazily): void {
  useEffect(() => {
    void track(ERROR_FALLBACK_EVENT, {
      dontDedupe: true,
      eventProperties: { message: (message ?? 'unknown').slice(0, 512) },
    });
  }, [message, track]);
}
