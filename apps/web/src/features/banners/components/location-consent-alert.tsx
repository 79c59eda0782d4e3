import { useEffect, useRef, useState } from 'react';
import { ALERT_POPUP_DELAY_MS } from '@lintel/domain/constants/timings';
import './banners.css';

/** Delayed by 200 ms (spec 001 §9), so a permission that resolves at once never flashes an alert. */
export function useDelayedOpen(open: boolean, delayMs = ALERT_POPUP_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [open, delayMs]);
  return shown;
}

/** Spec 001 §2/§8: "Why we need your location" when location services are off; e-signing needs them. */
export function LocationConsentAlert({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const shown = useDelayedOpen(open);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div role="alert" className="location-alert">
      <h2 ref={headingRef} tabIndex={-1} className="heading-m">
        Why we need your location
      </h2>
      <p>Location services must be enabled to e-sign your documents.</p>
      <p>Turn on location services for this site in your browser settings, then try again.</p>
      <button type="button" className="button button--secondary" onClick={onDismiss}>
        OK
      </button>
    </div>
  );
}
