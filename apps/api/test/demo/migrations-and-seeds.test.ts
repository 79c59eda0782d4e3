import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { organisations } from '../../src/features/organisations/organisations-tables.ts';
import { runSeeds } from '../../src/demo/seeds.ts';
import { cloneTemplateDatabase } from '../support/template-database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await cloneTemplateDatabase();
});
afterAll(() => handle.close());

describe('migrations and seeds', () => {
  it('re-applying the migrations to a migrated database changes nothing', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('seeds are idempotent: running them again keeps one row per demo organisation', async () => {
    await runSeeds(handle.db);
    await runSeeds(handle.db);
    const rows = await handle.db.select({ code: organisations.code, isDefault: organisations.isDefault }).from(organisations);
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => r.isDefault).map((r) => r.code)).toEqual(['lintel']);
  });

  it('runs on a PostgreSQL the app can query through the one Database type', async () => {
    const result = await handle.db.execute(sql`select current_setting('server_version_num')::int as version`);
    const version = Number((result as unknown as { rows: Array<{ version: number }> }).rows[0]?.version);
    console.log(`database driver ${handle.driver}, server_version_num ${version}`);
    expect(version).toBeGreaterThanOrEqual(150000);
  });
});
