import { describe, expect, it } from 'vitest';
import {
  checkLockout,
  LOCKOUT_POLICY,
  recordFailure,
  type LockoutState,
} from '../../../src/features/identity/login-lockout.ts';

const start = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const minutes = (n: number) => n * 60_000;

function failTimes(count: number, at: (i: number) => Date): LockoutState | undefined {
  let state: LockoutState | undefined;
  for (let i = 0; i < count; i += 1) state = recordFailure(state, at(i));
  return state;
}

describe('login lockout policy', () => {
  it('locks after 5 failures within 15 minutes, for 15 minutes', () => {
    expect(LOCKOUT_POLICY).toEqual({ maxFailures: 5, windowMs: minutes(15), lockMs: minutes(15) });
    const four = failTimes(4, (i) => later(i * 1000));
    expect(checkLockout(four, later(4000))).toEqual({ locked: false });
    const five = recordFailure(four, later(4000));
    expect(checkLockout(five, later(5000))).toEqual({ locked: true, retryAfterSeconds: 15 * 60 - 1 });
  });

  it('unlocks when the lock has run out, and counts afresh', () => {
    const locked = failTimes(5, () => start);
    expect(checkLockout(locked, later(minutes(15) - 1)).locked).toBe(true);
    expect(checkLockout(locked, later(minutes(15)))).toEqual({ locked: false });
    const afterLock = recordFailure(locked, later(minutes(16)));
    expect(afterLock.failures).toBe(1);
    expect(checkLockout(afterLock, later(minutes(16)))).toEqual({ locked: false });
  });

  it('forgets failures older than the window', () => {
    const spread = failTimes(5, (i) => later(i * minutes(4)));
    expect(spread?.failures).toBe(1);
    expect(checkLockout(spread, later(minutes(16)))).toEqual({ locked: false });
  });

  it('nothing recorded means not locked', () => {
    expect(checkLockout(undefined, start)).toEqual({ locked: false });
  });
});
