import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { makePrivateDataDir } from './private-data-dir.ts';

/**
 * The one query API the app uses, whichever driver is underneath (PGlite embedded or a PostgreSQL server). It knows
 * no schema: queries name their tables (each feature owns its own), and nothing uses drizzle's relational `db.query`.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending SQL migrations from apps/api/migrations with drizzle's migrator for this driver. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of the portal runs its own start-up work on this database (migrations and
   * seeds): processes started together on one PostgreSQL take turns instead of racing (issue 28). PGlite has one
   * process by nature.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** `databaseUrl` selects PostgreSQL; otherwise PGlite persisted in `dataDir/pglite` (or in memory without a dataDir). */
export interface DatabaseTarget {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) return openPostgres(target.databaseUrl);
  let dir: string | undefined;
  if (target.dataDir) {
    makePrivateDataDir(target.dataDir);
    dir = join(target.dataDir, 'pglite');
    makePrivateDataDir(dir);
  }
  const handle = wrapPglite(await PGlite.create(dir));
  if (!dir) return handle;
  const privateDir = dir;
  // PGlite writes a few files with modes of its own while it runs (pg_internal.init: 0644); the 0700 folder keeps
  // them from anyone else meanwhile, and closing makes them 0600 like the rest.
  return { ...handle, close: () => handle.close().then(() => makePrivateDataDir(privateDir)) };
}

/** Wraps an open PGlite instance (tests hand in clones of a migrated template). Closing the handle closes it. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Any fixed number of our own: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 7_402_028;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A small pool: one process, two cores; PostgreSQL's own limit stays free for tests cloning databases.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: async (work) => {
      // A session-level advisory lock on a client of its own, held across the migrator's and the seeds' queries.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** `true` when a trivial query answers; used by /healthz. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
