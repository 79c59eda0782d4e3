import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { identitySessions } from './identity-tables.ts';

export type SessionRow = typeof identitySessions.$inferSelect;

/** Absolute session length: refreshed tokens never outlive it, so a stolen token cannot be kept alive forever. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

export async function createSession(
  db: Pick<Database, 'insert'>,
  session: { id: string; identityId: string; orgCode: string; now: Date },
): Promise<SessionRow> {
  const rows = await db
    .insert(identitySessions)
    .values({
      id: session.id,
      identityId: session.identityId,
      orgCode: session.orgCode,
      createdAt: session.now,
      expiresAt: new Date(session.now.getTime() + SESSION_MAX_AGE_MS),
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('Session insert returned no row');
  return row;
}

export async function findLiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const rows = await db
    .select()
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.id, sessionId),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(identitySessions)
    .set({ revokedAt: now })
    .where(and(eq(identitySessions.id, sessionId), isNull(identitySessions.revokedAt)));
}

/** Ends every live session of an identity (a password reset); answers their ids for the liveness caches. */
export async function revokeAllSessions(
  db: Pick<Database, 'update'>,
  identityId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(identitySessions)
    .set({ revokedAt: now })
    .where(and(eq(identitySessions.identityId, identityId), isNull(identitySessions.revokedAt)))
    .returning({ id: identitySessions.id });
  return rows.map((row) => row.id);
}
