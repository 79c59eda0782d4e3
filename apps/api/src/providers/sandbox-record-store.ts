import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { sandboxRecords } from './sandbox-state-tables.ts';

/** How long a record lives, counted from the caller's clock (the app clock, so tests can move it). */
export interface RecordLifetime {
  now: Date;
  ms: number;
}

/**
 * What a sandbox's servers would remember between calls, in PostgreSQL (`sandbox_records`): a second process of
 * the portal sees what the first wrote, as a real provider's servers answer whichever of our processes calls
 * (issue 28, decision 250). Values are JSON: a Date comes back as its ISO string.
 */
export interface SandboxRecordStore {
  /** Stores the record, or replaces its value and lifetime; answers when it expires (never without a lifetime). */
  put(kind: string, key: string, value: unknown, lifetime?: RecordLifetime): Promise<Date | undefined>;
  /** The record's value while it lives at `now`. */
  get<T>(kind: string, key: string, now: Date): Promise<T | undefined>;
  /**
   * Removes the record and answers its value if it still lived at `now`, in one statement: of two processes taking
   * the same key, one gets it. `matching` takes it only when its value holds those fields (otherwise it stays).
   */
  takeOnce<T>(
    kind: string,
    key: string,
    now: Date,
    matching?: Record<string, string>,
  ): Promise<T | undefined>;
  /** The kind's live records, newest first (the order they were stored in). */
  listByKind<T>(kind: string, now: Date, limit: number): Promise<T[]>;
  /** Drops all but the newest `count` records of the kind (a mailbox that keeps the last few hundred). */
  keepNewest(kind: string, count: number): Promise<void>;
}

export function sandboxRecordStore(db: Database): SandboxRecordStore {
  const live = (now: Date) => or(isNull(sandboxRecords.expiresAt), gt(sandboxRecords.expiresAt, now));
  const record = (kind: string, key: string) =>
    and(eq(sandboxRecords.kind, kind), eq(sandboxRecords.key, key));
  return {
    async put(kind, key, value, lifetime) {
      const expiresAt = lifetime ? new Date(lifetime.now.getTime() + lifetime.ms) : null;
      // The database's own clock orders the records (several in one millisecond of the app clock keep their order).
      await db
        .insert(sandboxRecords)
        .values({ kind, key, value, createdAt: sql`clock_timestamp()`, expiresAt })
        .onConflictDoUpdate({ target: [sandboxRecords.kind, sandboxRecords.key], set: { value, expiresAt } });
      // Expired records are swept as new ones with a lifetime come in. Only what is past on both the caller's clock
      // and the database's: a caller whose clock runs behind (a test's) or ahead never sweeps another's live record.
      if (lifetime)
        await db
          .delete(sandboxRecords)
          .where(sql`${sandboxRecords.expiresAt} < least(${lifetime.now.toISOString()}::timestamptz, now())`);
      return expiresAt ?? undefined;
    },

    async get<T>(kind: string, key: string, now: Date) {
      const [row] = await db
        .select({ value: sandboxRecords.value })
        .from(sandboxRecords)
        .where(and(record(kind, key), live(now)));
      return row?.value as T | undefined;
    },

    async takeOnce<T>(kind: string, key: string, now: Date, matching?: Record<string, string>) {
      const [row] = await db
        .delete(sandboxRecords)
        .where(
          and(
            record(kind, key),
            matching ? sql`${sandboxRecords.value} @> ${JSON.stringify(matching)}::jsonb` : undefined,
          ),
        )
        .returning({ value: sandboxRecords.value, expiresAt: sandboxRecords.expiresAt });
      if (!row || (row.expiresAt && row.expiresAt <= now)) return undefined;
      return row.value as T;
    },

    async listByKind<T>(kind: string, now: Date, limit: number) {
      const rows = await db
        .select({ value: sandboxRecords.value })
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.kind, kind), live(now)))
        .orderBy(desc(sandboxRecords.createdAt), desc(sandboxRecords.key))
        .limit(limit);
      return rows.map((row) => row.value as T);
    },

    async keepNewest(kind, count) {
      const older = db
        .select({ key: sandboxRecords.key })
        .from(sandboxRecords)
        .where(eq(sandboxRecords.kind, kind))
        .orderBy(desc(sandboxRecords.createdAt), desc(sandboxRecords.key))
        .offset(count);
      await db
        .delete(sandboxRecords)
        .where(and(eq(sandboxRecords.kind, kind), inArray(sandboxRecords.key, older)));
    },
  };
}
