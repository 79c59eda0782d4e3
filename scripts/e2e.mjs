// Browser tests: Debian's chromium (installed when missing), a fresh web build, Playwright against the real server.
import { ensureChromium, ensureWebBuild, run } from './lib.mjs';

for (const step of [ensureChromium, () => ensureWebBuild()]) {
  const code = await step();
  if (code !== 0) process.exit(code);
}
const extra = process.argv.slice(2);
process.exit(await run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra]));
