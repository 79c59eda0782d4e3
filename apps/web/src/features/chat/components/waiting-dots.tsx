import { WAITING_DOTS_CYCLE_MS } from '@lintel/domain/constants/timings';
import { useEffect, useState } from 'react';

/** Spec §9: the waiting dots advance every 400 ms; a screen reader hears the words once instead. */
export function WaitingDots({ label }: { label: string }) {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const timer = setInterval(() => setCount((n) => (n % 3) + 1), WAITING_DOTS_CYCLE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="chat-waiting" data-testid="chat-waiting">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true" className="chat-waiting__dots">
        {'•'.repeat(count)}
      </span>
    </p>
  );
}
