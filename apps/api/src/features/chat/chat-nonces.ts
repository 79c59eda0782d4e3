import { and, eq, gt, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { chatNonces } from './chat-tables.ts';

/** Spec §9 refreshes the nonce every 60 s; a nonce lives two periods so one late refresh does not drop the chat. */
export const NONCE_LIFETIME_MS = 120_000;

const hash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/** Spec §7 webchat/authenticate: a nonce for the signed-in borrower; only its hash is kept. */
export async function issueNonce(
  db: Database,
  clock: Clock,
  identityId: string,
  orgCode: string,
): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  const now = clock.now();
  await db
    .delete(chatNonces)
    .where(and(eq(chatNonces.identityId, identityId), lt(chatNonces.expiresAt, now)));
  await db.insert(chatNonces).values({
    nonceHash: hash(nonce),
    identityId,
    orgCode,
    expiresAt: new Date(now.getTime() + NONCE_LIFETIME_MS),
  });
  return nonce;
}

/** The borrower a live nonce of this lender stands for, or undefined. */
export async function identityOfNonce(
  db: Database,
  clock: Clock,
  nonce: string,
  orgCode: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ identityId: chatNonces.identityId })
    .from(chatNonces)
    .where(
      and(
        eq(chatNonces.nonceHash, hash(nonce)),
        eq(chatNonces.orgCode, orgCode),
        gt(chatNonces.expiresAt, clock.now()),
      ),
    );
  return row?.identityId;
}
