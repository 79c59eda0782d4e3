import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../../src/platform/db/database.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

// The template itself is built once per run by global-setup.ts; this file copies it for each suite.
let pgliteTemplate: Promise<PGlite> | undefined;

function loadPgliteTemplate(): Promise<PGlite> {
  const dump = readFileSync(inject('lintelTemplateDump'));
  return PGlite.create({ loadDataDir: new Blob([dump]) });
}

/** A fresh database holding the migrated, seeded template; closing the handle closes (PGlite) or drops (pg) it. */
export async function cloneTemplateDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    pgliteTemplate ??= loadPgliteTemplate();
    // clone() is typed as the interface; at run time it is a PGlite like its source.
    return wrapPglite((await (await pgliteTemplate).clone()) as PGlite);
  }
  const template = inject('lintelTemplateDatabase');
  const name = `lintel_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
  const handle = await openPostgres(databaseUrl(adminUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Closes this test file's PGlite template copy (setup.ts runs it after each file); PGlite left open never exits. */
export async function disposeTemplate(): Promise<void> {
  const pending = pgliteTemplate;
  pgliteTemplate = undefined;
  const client = await pending?.catch(() => undefined);
  if (client && !client.closed) await client.close();
}
