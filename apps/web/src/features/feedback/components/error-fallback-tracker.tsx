import { useEffect } from 'react';
import { trackEvent } from '../api/telemetry.ts';

export const ERROR_FALLBACK_EVENT = 'HELOC: Error Fallback';

/** Spec 001 §2: the error fallback tracks 'HELOC: Error Fallback' once per time it is shown. */
export function useTrackErrorFallback(message: string | undefined, track = trackEvent): void {
  useEffect(() => {
    void track(ERROR_FALLBACK_EVENT, {
      dontDedupe: true,
      eventProperties: { message: (message ?? 'unknown').slice(0, 512) },
    });
  }, [message, track]);
}
