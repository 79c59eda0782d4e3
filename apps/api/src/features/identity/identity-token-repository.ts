import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { tokenHash } from './email-links.ts';
import { identityTokens } from './identity-tables.ts';

export type TokenPurpose = (typeof identityTokens.$inferSelect)['purpose'];
export type IdentityTokenRow = typeof identityTokens.$inferSelect;

export async function insertToken(
  tx: Executor,
  token: {
    token: string;
    identityId: string;
    orgCode: string;
    email: string;
    purpose: TokenPurpose;
    now: Date;
    validMs: number;
  },
): Promise<void> {
  await tx.insert(identityTokens).values({
    id: randomUUID(),
    identityId: token.identityId,
    orgCode: token.orgCode,
    purpose: token.purpose,
    tokenHash: tokenHash(token.token),
    email: token.email,
    createdAt: token.now,
    expiresAt: new Date(token.now.getTime() + token.validMs),
  });
}

/** The token's row whatever its state (used, expired), for this lender and purpose only. */
export async function findToken(
  db: Executor,
  token: string,
  orgCode: string,
  purpose: TokenPurpose,
): Promise<IdentityTokenRow | undefined> {
  const rows = await db
    .select()
    .from(identityTokens)
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash(token)),
        eq(identityTokens.orgCode, orgCode),
        eq(identityTokens.purpose, purpose),
      ),
    )
    .limit(1);
  return rows[0];
}

export function isLive(row: IdentityTokenRow | undefined, now: Date): row is IdentityTokenRow {
  return row !== undefined && row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}

/** Spends a token; false when another request spent it first (so two clicks cannot both use one link). */
export async function spendToken(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(identityTokens)
    .set({ usedAt: now })
    .where(and(eq(identityTokens.id, id), isNull(identityTokens.usedAt), gt(identityTokens.expiresAt, now)))
    .returning({ id: identityTokens.id });
  return rows.length === 1;
}

/** Spends every other live link of the identity for `purpose` (after a reset, older reset emails stop working). */
export async function spendAllTokens(
  tx: Executor,
  identityId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(identityTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityTokens.identityId, identityId),
        eq(identityTokens.purpose, purpose),
        isNull(identityTokens.usedAt),
      ),
    );
}

/** Links sent to the identity for `purpose` since `since`: the per-account limit of reset and resend. */
export async function tokensSince(
  db: Executor,
  identityId: string,
  purpose: TokenPurpose,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(identityTokens)
    .where(
      and(
        eq(identityTokens.identityId, identityId),
        eq(identityTokens.purpose, purpose),
        gt(identityTokens.createdAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}
