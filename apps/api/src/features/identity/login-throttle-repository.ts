import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { loginThrottles } from './identity-tables.ts';
import { checkLockout, recordFailure, type LockoutCheck, type LockoutState } from './login-lockout.ts';

type Queryable = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

async function readLockout(
  db: Queryable,
  orgCode: string,
  emailKey: string,
): Promise<LockoutState | undefined> {
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(and(eq(loginThrottles.orgCode, orgCode), eq(loginThrottles.emailKey, emailKey)))
    .limit(1);
  const row = rows[0];
  return (
    row && { failures: row.failures, windowStartedAt: row.windowStartedAt, lockedUntil: row.lockedUntil }
  );
}

async function writeLockout(
  db: Queryable,
  orgCode: string,
  emailKey: string,
  state: LockoutState,
): Promise<void> {
  await db
    .insert(loginThrottles)
    .values({ orgCode, emailKey, ...state })
    .onConflictDoUpdate({ target: [loginThrottles.orgCode, loginThrottles.emailKey], set: { ...state } });
}

export type AttemptReservation =
  | { allowed: false; lock: Extract<LockoutCheck, { locked: true }> }
  | { allowed: true; ifFailed: LockoutCheck };

/**
 * Counts a login attempt as a failure BEFORE the password is checked, serialised per account by an advisory
 * lock: parallel guesses cannot all read "4 failures" and all get verified. A successful login then clears it.
 */
export async function reserveAttempt(
  db: Database,
  orgCode: string,
  emailKey: string,
  now: Date,
): Promise<AttemptReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${orgCode}), hashtext(${emailKey}))`);
    const state = await readLockout(tx, orgCode, emailKey);
    const lock = checkLockout(state, now);
    if (lock.locked) return { allowed: false, lock };
    const next = recordFailure(state, now);
    await writeLockout(tx, orgCode, emailKey, next);
    return { allowed: true, ifFailed: checkLockout(next, now) };
  });
}

export async function clearLockout(
  db: Pick<Database, 'delete'>,
  orgCode: string,
  emailKey: string,
): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.orgCode, orgCode), eq(loginThrottles.emailKey, emailKey)));
}
