import { useEffect, useState } from 'react';

const PACIFIC = 'America/Los_Angeles';
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const localTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "2 days, 4 hours and 10 minutes": what is left of the right to cancel, to the minute. */
export function timeLeft(ms: number): string {
  if (ms <= 0) return 'no time';
  const minutes = Math.floor(ms / 60_000);
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  if (words.length === 0) return 'less than a minute';
  return words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The right to cancel ends at midnight Pacific Time; its last day is the day before that instant (decision 118). */
export function rescissionLastDay(endsAt: string): string {
  return dayFormat.format(new Date(new Date(endsAt).getTime() - 1));
}

/**
 * How far the application's clock runs ahead of this browser's: the server's "now" for the application less the
 * browser's own time when that answer arrived. It covers both a sandbox clock moved forward (decision 209) and a
 * browser whose clock is simply wrong.
 */
export function clockSkew(applicationNow: string, receivedAt: number): number {
  const server = new Date(applicationNow).getTime();
  return Number.isFinite(server) && receivedAt > 0 ? server - receivedAt : 0;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The deadline and the time left, counted on the application's clock (this browser's clock moved by `skewMs`). */
export function RescissionCountdown({ endsAt, skewMs }: { endsAt: string; skewMs: number }) {
  const now = useNow(30_000) + skewMs;
  return (
    <>
      <h2 id="rescission-title" className="heading-m">
        You can cancel until midnight of {rescissionLastDay(endsAt)} (Pacific Time)
      </h2>
      <p>
        That is {localTime.format(new Date(endsAt))} where you are. Time left:{' '}
        <strong data-testid="rescission-left">{timeLeft(new Date(endsAt).getTime() - now)}</strong>.
      </p>
    </>
  );
}
