import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/platform/db/database.ts';

/** What a registration writes; a refused one must leave every count as it was. */
const TABLES = [
  'identities',
  'identity_addresses',
  'identity_sessions',
  'applications',
  'application_borrower_details',
  'application_properties',
  'application_income_sources',
  'application_consents',
  'registration_submissions',
  'identity_tokens',
  'email_outbox',
  'jobs',
] as const;

export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await rows(db, sql.raw(`select count(*)::int as n from ${table}`));
    const n = Number(row?.n);
    if (!Number.isInteger(n)) throw new Error(`no row count for ${table}`);
    counts[table] = n;
  }
  // On PostgreSQL the started application's job is a pg-boss job (decision 140); its schema exists once used.
  const [boss] = await rows(db, sql`select to_regclass('pgboss.job') is not null as present`);
  if (boss?.present) {
    const [row] = await rows(db, sql`select count(*)::int as n from pgboss.job`);
    counts.jobs! += Number(row?.n);
  }
  return counts;
}

/** The names of the jobs queued for an application, in whichever queue this database runs (decision 140). */
export async function queuedJobNames(db: Database, applicationId: string): Promise<string[]> {
  const [boss] = await rows(db, sql`select to_regclass('pgboss.job') is not null as present`);
  const found = await rows(
    db,
    boss?.present
      ? sql`select name from pgboss.job where data->'data'->>'applicationId' = ${applicationId}`
      : sql`select name from jobs where data->>'applicationId' = ${applicationId}`,
  );
  return found.map((row) => String(row.name));
}

/** Rows of one SQL query, for asserting what was stored. */
export async function rows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  // Both drivers (PGlite, node-postgres) answer an object with `rows`.
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export const property = (state: string, overrides: Record<string, unknown> = {}) => ({
  ...{
    TX: { street1: '1200 Barton Springs Rd', city: 'Austin', zip: '78704' },
    PA: { street1: '400 Market St', city: 'Harrisburg', zip: '17101' },
    NY: { street1: '75 Ninth Ave', city: 'New York', zip: '10011' },
    IL: { street1: '233 Wacker Dr', city: 'Chicago', zip: '60606' },
    CA: { street1: '1 Ferry Building', city: 'San Francisco', zip: '94111' },
    CO: { street1: '1437 Bannock St', city: 'Denver', zip: '80202' },
    ME: { street1: '389 Congress St', city: 'Portland', zip: '04101' },
    MT: { street1: '316 N Park Ave', city: 'Helena', zip: '59623' },
  }[state],
  street2: '',
  state,
  occupancyType: 'PRIMARY',
  ...overrides,
});
