// Browser tests: Debian's chromium (installed when missing), a PostgreSQL server for the two-process journeys, a fresh
// web build, Playwright against the real server.
import { dropDatabase, ensureChromium, ensurePostgres, ensureWebBuild, freshDatabase, run } from './lib.mjs';

for (const step of [ensureChromium, ensurePostgres, () => ensureWebBuild()]) {
  const code = await step();
  if (code !== 0) process.exit(code);
}
// On PostgreSQL the server's database work leaves its process, and the journeys run on several workers (issue 29).
const database = `lintel_e2e_${process.env.E2E_PORT ?? 3107}`;
if (process.env.E2E_NO_POSTGRES !== '1' && !process.env.E2E_PGLITE) {
  try {
    process.env.E2E_SERVER_DATABASE_URL = await freshDatabase(database);
  } catch (error) {
    console.log(`PostgreSQL answers but gives no database (${error.message}): the journeys run on PGlite.`);
  }
}
const extra = process.argv.slice(2);
const code = await run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra]);
if (process.env.E2E_SERVER_DATABASE_URL) await dropDatabase(database).catch(() => undefined);
process.exit(code);
