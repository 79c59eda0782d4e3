import { useEffect, useState } from 'react';
import { LIVE_REGION_CLEAR_MS } from '@lintel/domain/constants/timings';

/**
 * A polite live region that speaks `message` once and empties itself after 300 ms (spec 001 §9), so a screen reader
 * that re-reads the page later does not hear a stale status. `nonce` lets the same text be announced again.
 */
export function LiveMessage({ message, nonce = 0 }: { message: string; nonce?: number }) {
  const [shown, setShown] = useState(message);
  useEffect(() => {
    setShown(message);
    if (!message) return;
    const timer = setTimeout(() => setShown(''), LIVE_REGION_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message, nonce]);
  return (
    <span role="status" className="visually-hidden">
      {shown}
    </span>
  );
}
