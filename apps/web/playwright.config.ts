import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3107);
// Per port, so two suites on one machine (E2E_PORT) never share or delete each other's database.
const dataDir = `.tmp/e2e-data-${port}`;
// Every run starts from a fresh database (the journeys log in as the seeded demo borrowers). It is removed by the
// server command, not here: Playwright evaluates this file again in each worker, while the server is running.
const freshDataDir = `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })"`;

// scripts/e2e.mjs gives the server a fresh PostgreSQL database when there is a server to use: the database work then
// leaves the API's one thread and the journeys share the cores (issue 29). Without one, PGlite and one worker.
const serverDatabaseUrl = process.env.E2E_SERVER_DATABASE_URL;
const workers = Number(process.env.E2E_WORKERS ?? (serverDatabaseUrl ? 2 : 1));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../.tmp/e2e-results',
  fullyParallel: true,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every journey cost a fifth of the suite's time on 2 cores (issue 29); a failure still
    // prints its error and the page's snapshot. E2E_TRACE=on keeps the trace of a failed journey for show-trace.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    // Debian's chromium; Playwright never downloads a browser here (docs/decisions/003).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A camera and microphone that always answer, for notary/session's device check (decision 208).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    command: `${freshDataDir} && node --import tsx apps/api/src/main.ts`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    // Every journey registers from 127.0.0.1: the per-address limit (10 an hour, decision 014) would stop the suite.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(serverDatabaseUrl ? { DATABASE_URL: serverDatabaseUrl } : {}),
      NODE_ENV: 'development',
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      // The persona demo seed (decision 150) would only load the machine while the journeys run.
      DEMO_PERSONAS: 'off',
    },
  },
});
