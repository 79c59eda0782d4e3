// `npm start` runs this file: config, database (migrate; the demo's seeds, or production's lender check), the app,
// listen, then a self-check of `/`.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './platform/config/env.ts';
import { startupSummary } from './platform/config/mode.ts';
import { openDatabase } from './platform/db/database.ts';
import { claimDataDir } from './platform/db/data-dir-owner.ts';
import { prepareDatabase } from './prepare-database.ts';
import {
  startPersonaSeed,
  type BackgroundSeed,
} from './demo/persona-applications/background-persona-seed.ts';
import { systemClock } from './platform/clock.ts';

function fail(message: string): never {
  console.error(`Lintel cannot start: ${message}`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}

const database = await openDatabase(config).catch((error: Error) =>
  fail(
    `cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pglite`}): ${error.message}`,
  ),
);
// Tools such as `npm run flags` refuse to open PGlite's directory while this process holds it (decision 130).
const releaseDataDir = database.driver === 'pglite' ? claimDataDir(config.dataDir) : () => {};
// Processes started together on one PostgreSQL take turns at the migrations and seeds instead of racing (issue 28).
await database
  .withStartupLock(async () => {
    await database.migrate();
    await prepareDatabase(database.db, config);
  })
  .catch(async (error: Error) => {
    await database.close();
    releaseDataDir();
    fail(error.message);
  });
// WEB_DIST_DIR serves another build than apps/web/dist (the Lighthouse bench compares builds side by side).
const webDistDir = process.env.WEB_DIST_DIR;
const app = await buildApp({ db: database.db, config, ...(webDistDir ? { webDistDir } : {}) });

let closing = false;
let personaSeed: BackgroundSeed | undefined;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await personaSeed?.stop();
  await app.close();
  await database.close();
  releaseDataDir();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Organisations are cached in memory; `kill -HUP <pid>` picks up edits to the table without a restart.
process.on('SIGHUP', () => {
  app.organisations.reload().then(
    () => app.log.info('organisations reloaded'),
    (error: unknown) => app.log.error({ err: error }, 'organisation reload failed'),
  );
});

const address = await app.listen({ port: config.port, host: config.host });
const port = app.server.address();
const selfUrl = `http://127.0.0.1:${typeof port === 'object' && port ? port.port : config.port}/`;
const check = await fetch(selfUrl).catch((error: Error) =>
  fail(`self-check of ${selfUrl} failed: ${error.message}`),
);
// performance.now() counts from the process's time origin, so this is the whole cold start: boot, tsx,
// database, migrations, seeds, plugins and the first real request.
const coldStartMs = Math.round(performance.now());
// One line that says what this server is (issue 28): mode, providers and database.
app.log.info(
  {
    coldStartMs,
    status: check.status,
    mode: config.mode,
    sandboxProviders: config.sandboxProviders,
    database: database.driver,
  },
  `Lintel is listening on ${address.replace('0.0.0.0', 'localhost')} in ${startupSummary(config)} — cold start to first ${check.status} on / in ${coldStartMs} ms`,
);
// After the self-check, which it would slow: one demo account per sandbox persona, in the background (decision 150).
if (config.demoPersonas && !closing)
  personaSeed = startPersonaSeed(app, { db: database.db, config, clock: systemClock, jobs: app.jobs });
