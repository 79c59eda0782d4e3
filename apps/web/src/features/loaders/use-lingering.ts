import { useEffect, useState } from 'react';
import { LOADER_HIDE_DELAY_MS } from '@lintel/domain/constants/timings';

/** True while `active`, and for 300 ms after it ends (spec 001 §2/§4), so a quick reload does not flicker. */
export function useLingering(active: boolean, delayMs = LOADER_HIDE_DELAY_MS): boolean {
  const [visible, setVisible] = useState(active);
  useEffect(() => {
    if (active) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active || visible;
}
