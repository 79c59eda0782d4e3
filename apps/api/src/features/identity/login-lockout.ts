/**
 * Per-account lockout after repeated failed logins (decision 014). Pure: the caller passes the stored state
 * and the current time, and stores what comes back. Keyed by organisation + email, not by identity, so an
 * unknown email locks exactly like a known one and the lockout reveals nothing about which accounts exist.
 */
export const LOCKOUT_POLICY = {
  /** Failures that lock the account. */
  maxFailures: 5,
  /** Failures older than this no longer count. */
  windowMs: 15 * 60_000,
  /** How long the account stays locked once the limit is reached. */
  lockMs: 15 * 60_000,
} as const;

export interface LockoutState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export type LockoutCheck = { locked: false } | { locked: true; retryAfterSeconds: number };

export function checkLockout(state: LockoutState | undefined, now: Date): LockoutCheck {
  if (!state?.lockedUntil || state.lockedUntil.getTime() <= now.getTime()) return { locked: false };
  return { locked: true, retryAfterSeconds: Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000) };
}

export function recordFailure(
  state: LockoutState | undefined,
  now: Date,
  policy = LOCKOUT_POLICY,
): LockoutState {
  const lockExpired = state?.lockedUntil != null && state.lockedUntil.getTime() <= now.getTime();
  const windowExpired = state != null && now.getTime() - state.windowStartedAt.getTime() >= policy.windowMs;
  // After a lock ends the count starts again, so one more mistake does not lock the account at once.
  const fresh = state === undefined || lockExpired || windowExpired;
  const failures = fresh ? 1 : state.failures + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  const lockedUntil = failures >= policy.maxFailures ? new Date(now.getTime() + policy.lockMs) : null;
  return { failures, windowStartedAt, lockedUntil };
}
