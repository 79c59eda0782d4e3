import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../../src/platform/db/database.ts';
import { runSeeds } from '../../src/demo/seeds.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of the migrated, seeded data directory. */
    lintelTemplateDump: string;
    /** PostgreSQL: the name of the migrated, seeded template database. */
    lintelTemplateDatabase: string;
  }
}

/**
 * Builds the ONE migrated and seeded template for the whole api run (migrating costs seconds; copying it does not).
 * On PGlite the template travels to the test workers as a data-directory dump; on PostgreSQL (DATABASE_URL points
 * at an admin database) it is a real database that suites copy with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `lintel_tpl_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const handle = await openPostgres(databaseUrl(adminUrl, name));
    try {
      await handle.migrate();
      await runSeeds(handle.db);
    } finally {
      await handle.close(); // a template must have no open connections when it is copied
    }
    project.provide('lintelTemplateDatabase', name);
    project.provide('lintelTemplateDump', '');
    return async () => {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    };
  }
  const client = await PGlite.create();
  const handle = wrapPglite(client);
  try {
    await handle.migrate();
    await runSeeds(handle.db);
    const dump = await client.dumpDataDir('none');
    const dir = mkdtempSync(join(tmpdir(), 'lintel-template-'));
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('lintelTemplateDump', file);
    project.provide('lintelTemplateDatabase', '');
    return async () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await handle.close();
  }
}
