import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { identities, identityAddresses } from './identity-tables.ts';

export type IdentityRow = typeof identities.$inferSelect;
export type NewIdentityRow = typeof identities.$inferInsert;
export type AddressRow = typeof identityAddresses.$inferSelect;

/** A transaction handle has the same query API as the database. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function findIdentityByEmail(
  db: Queryable,
  orgCode: string,
  email: string,
): Promise<IdentityRow | undefined> {
  const rows = await db
    .select()
    .from(identities)
    .where(and(eq(identities.orgCode, orgCode), eq(sql`lower(${identities.email})`, emailKey(email))))
    .limit(1);
  return rows[0];
}

export async function findIdentityById(db: Queryable, id: string): Promise<IdentityRow | undefined> {
  const rows = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
  return rows[0];
}

/** Inserts, or answers `undefined` when the organisation already has an account with that email. */
/**
 * Locks the account's row until the transaction ends: per-account limits (reset and verification emails) count and
 * insert under it, so requests of one account running at once cannot each count below the limit.
 */
export async function lockIdentity(db: Queryable, id: string): Promise<void> {
  await db.select({ id: identities.id }).from(identities).where(eq(identities.id, id)).for('update');
}

export async function insertIdentity(db: Queryable, row: NewIdentityRow): Promise<IdentityRow | undefined> {
  const rows = await db.insert(identities).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function findAddresses(db: Queryable, identityId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(identityAddresses)
    .where(eq(identityAddresses.identityId, identityId))
    .orderBy(asc(identityAddresses.createdAt));
}
