import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { Database } from '../../platform/db/database.ts';
import { identities } from '../identity/identity-tables.ts';
import { notifications, walletAccounts } from './notifications-tables.ts';

export type WalletAccountRow = typeof walletAccounts.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;

/** The portal keeps the account for the borrower; the spec only says "authorized wallet type" (decision 065). */
export const AUTHORIZATION_TYPE = 'CUSTODIAL';

/** 0x and 40 hex digits: the shape of the addresses the menu shortens (6 + 5 characters). */
function newWalletAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`;
}

/** The identity's wallet account, created on first use so every borrower has one without a migration of data. */
export async function ensureWalletAccount(db: Executor, identityId: string, now: Date): Promise<WalletAccountRow> {
  await db
    .insert(walletAccounts)
    .values({ identityId, address: newWalletAddress(), authorizationType: AUTHORIZATION_TYPE, createdAt: now })
    .onConflictDoNothing({ target: walletAccounts.identityId });
  const [row] = await db.select().from(walletAccounts).where(eq(walletAccounts.identityId, identityId)).limit(1);
  if (!row) throw new Error(`wallet account for ${identityId} was not created`);
  return row;
}

/** 'First Last', or the email when the identity has no name yet. */
export async function accountNameOf(db: Database, identityId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: identities.firstName, lastName: identities.lastName, email: identities.email })
    .from(identities)
    .where(eq(identities.id, identityId))
    .limit(1);
  if (!row) return '';
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return name || row.email;
}

/** Oldest first: the menu shows the list reversed (spec 001 §2). */
export function listNotifications(db: Database, identityId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.identityId, identityId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Marks the caller's notifications among `ids` read; answers the ids that were theirs. */
export async function markRead(db: Database, identityId: string, ids: readonly string[], now: Date): Promise<string[]> {
  const rows = await db
    .update(notifications)
    .set({ status: 'READ', readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.identityId, identityId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
