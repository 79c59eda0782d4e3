import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../../src/platform/db/database.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

// The template itself is built once per run by global-setup.ts; this file copies it for each suite.
// Loading the dump straight into a new PGlite, with the compiled WebAssembly module and the file-system bundle kept
// for the worker's later files, takes about 1 s; loading a template and clone()-ing it took 3.3 s a suite (measured
// on the 2-core machine), which was most of the api run's time on PGlite.
const pgliteDist = pathToFileURL(
  dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')) + '/',
);
let pgliteAssets: Promise<{ dump: Blob; pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

// The api's tsconfig has no DOM library, so the WebAssembly global is typed here (Node has it at run time).
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

function loadPgliteAssets() {
  return (pgliteAssets ??= (async () => ({
    dump: new Blob([readFileSync(inject('lintelTemplateDump'))]),
    pgliteWasmModule: await wasm.compile(readFileSync(new URL('pglite.wasm', pgliteDist))),
    fsBundle: new Blob([readFileSync(new URL('pglite.data', pgliteDist))]),
  }))());
}

/** A fresh database holding the migrated, seeded template; closing the handle closes (PGlite) or drops (pg) it. */
export async function cloneTemplateDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const { dump, ...assets } = await loadPgliteAssets();
    return wrapPglite(await PGlite.create({ loadDataDir: dump, ...assets }));
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
