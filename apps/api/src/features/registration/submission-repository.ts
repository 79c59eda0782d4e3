import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { registrationSubmissions } from './registration-tables.ts';

export type SubmissionRow = typeof registrationSubmissions.$inferSelect;

/** How long an Idempotency-Key answers with its first result. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/** How long an identical submit without a key (double click, retry) still counts as the same registration. */
export const IDENTICAL_REPLAY_WINDOW_MS = 10 * 60_000;

/** The latest submission matching both columns and made after `since`. */
async function latestSubmission(
  db: Executor,
  match: readonly [SQL | undefined, SQL | undefined],
  since: Date,
): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationSubmissions)
    .where(and(...match, gt(registrationSubmissions.createdAt, since)))
    .orderBy(desc(registrationSubmissions.createdAt))
    .limit(1);
  return row;
}

/** The submission stored under this organisation's Idempotency-Key inside its 24 hours. */
export function findByKey(db: Executor, orgCode: string, key: string, now: Date) {
  const { orgCode: org, idempotencyKey } = registrationSubmissions;
  const since = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  return latestSubmission(db, [eq(org, orgCode), eq(idempotencyKey, key)], since);
}

/** The identity's latest submission with these answers inside the identical-replay window. */
export function findRecentIdentical(db: Executor, identityId: string, fingerprint: string, now: Date) {
  const { identityId: identity, fingerprint: answers } = registrationSubmissions;
  const since = new Date(now.getTime() - IDENTICAL_REPLAY_WINDOW_MS);
  return latestSubmission(db, [eq(identity, identityId), eq(answers, fingerprint)], since);
}

/** Thrown inside the transaction when another submit with the same key committed first; rolls everything back. */
export class IdempotencyKeyTaken extends Error {}

export async function recordSubmission(tx: Executor, row: Omit<SubmissionRow, 'id'>): Promise<void> {
  if (row.idempotencyKey) {
    // An expired key may be used again: release it, keeping the old row for the record.
    await tx
      .update(registrationSubmissions)
      .set({ idempotencyKey: null })
      .where(
        and(
          eq(registrationSubmissions.orgCode, row.orgCode),
          eq(registrationSubmissions.idempotencyKey, row.idempotencyKey),
          lte(registrationSubmissions.createdAt, new Date(row.createdAt.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
        ),
      );
  }
  const inserted = await tx
    .insert(registrationSubmissions)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing()
    .returning({ id: registrationSubmissions.id });
  if (inserted.length === 0) throw new IdempotencyKeyTaken();
}
