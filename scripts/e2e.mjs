// Browser tests: Debian's chromium (installed when missing), a PostgreSQL server for the two-process journeys, a fresh
// web build, Playwright against the real server.
import { ensureChromium, ensurePostgres, ensureWebBuild, run } from './lib.mjs';

for (const step of [ensureChromium, ensurePostgres, () => ensureWebBuild()]) {
  const code = await step();
  if (code !== 0) process.exit(code);
}
const extra = process.argv.slice(2);
process.exit(await run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra]));
