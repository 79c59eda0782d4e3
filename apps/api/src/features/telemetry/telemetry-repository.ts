import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { telemetryEvents, telemetrySessions } from './telemetry-tables.ts';

export type TelemetrySessionRow = typeof telemetrySessions.$inferSelect;
export type NewTelemetrySession = typeof telemetrySessions.$inferInsert;
export type NewTelemetryEvent = typeof telemetryEvents.$inferInsert;

export async function findSession(db: Database, id: string): Promise<TelemetrySessionRow | undefined> {
  const [row] = await db.select().from(telemetrySessions).where(eq(telemetrySessions.id, id)).limit(1);
  return row;
}

export async function insertSession(db: Database, values: NewTelemetrySession): Promise<TelemetrySessionRow> {
  const [row] = await db.insert(telemetrySessions).values(values).returning();
  if (!row) throw new Error('telemetry session was not stored');
  return row;
}

/**
 * Compare-and-set on the session's last dedupe key, in one statement so two copies of an event posted at once
 * cannot both pass: true when `key` differs from the previous one (and is now the previous one).
 */
export async function claimDedupeKey(db: Database, sessionId: string, key: string): Promise<boolean> {
  const rows = await db
    .update(telemetrySessions)
    .set({ lastDedupeKey: key })
    .where(
      and(
        eq(telemetrySessions.id, sessionId),
        or(isNull(telemetrySessions.lastDedupeKey), ne(telemetrySessions.lastDedupeKey, key)),
      ),
    )
    .returning({ id: telemetrySessions.id });
  return rows.length > 0;
}

export async function insertEvent(db: Database, values: NewTelemetryEvent): Promise<void> {
  await db.insert(telemetryEvents).values(values);
}
