// The status endpoint under 100 concurrent pollers for 10 s (issue 5), on PGlite and, when DATABASE_URL points at a
// PostgreSQL admin database, on a scratch PostgreSQL database too; beside it a route that touches no database, and
// the time from submission to the first offer (sandbox latency 0). Figures are printed, not asserted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { DEMO_APPLICATION_ID } from '../src/features/applications/demo-application-seed.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/database.ts';
import { runSeeds } from '../src/demo/seeds.ts';
import { submissionToOffer } from './submission-to-offer.ts';

const AUTOCANNON = fileURLToPath(new URL('../../../node_modules/autocannon/autocannon.js', import.meta.url));
const TARGET = { rps: 3000, p99: 50 };

interface Figures {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function autocannon(url: string, headers: Record<string, string>): Promise<Figures> {
  const args = [AUTOCANNON, '-c', '100', '-d', '10', '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
    });
  });
}

async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lintel_bench_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

async function benchOn(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lintel-bench-'));
  const scratch = databaseUrl ? await scratchPostgres(databaseUrl) : undefined;
  const { DATABASE_URL: _admin, ...rest } = process.env;
  const config = loadConfig({
    ...rest,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(config);
    await handle.migrate();
    await runSeeds(handle.db);
    const app = await buildApp({ db: handle.db, config, logLevel: 'warn', webDistDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/identity/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-org': 'lintel' },
      body: JSON.stringify({ email: 'demo@lintel.test', password: 'Lintel-Demo-2026!' }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const headers = { authorization: `Bearer ${jwt}`, 'x-org': 'lintel' };
    const status = await autocannon(
      `${base}/service-krang-heloc/borrower/secure/api/v1/${DEMO_APPLICATION_ID}/status`,
      headers,
    );
    const plain = await autocannon(`${base}/api/organisation`, { 'x-org': 'lintel' });
    // After close: the app's own job poller must not race the measured queue.
    await app.close();
    const offer = await submissionToOffer(handle.db, config, 20);
    const ok = status.rps >= TARGET.rps && status.p99 < TARGET.p99 ? 'meets' : 'below';
    console.log(
      `${label}: status ${status.rps.toFixed(0)} req/s, p99 ${status.p99} ms ` +
        `(errors ${status.errors}, non-2xx ${status.non2xx}); no-database route ${plain.rps.toFixed(0)} req/s, ` +
        `p99 ${plain.p99} ms; ratio ${(status.rps / plain.rps).toFixed(2)}; ` +
        `${ok} the target of ${TARGET.rps} req/s with p99 < ${TARGET.p99} ms`,
    );
    console.log(
      `${label}: submission to first offer (jobs, sandbox latency 0, n=${offer.samples}): ` +
        `p50 ${offer.p50.toFixed(0)} ms, p95 ${offer.p95.toFixed(0)} ms (budget 500 ms)`,
    );
  } finally {
    await handle?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOn('PGlite', undefined);
if (process.env.DATABASE_URL) await benchOn('PostgreSQL', process.env.DATABASE_URL);
else console.log('PostgreSQL: skipped (set DATABASE_URL=postgres://…/postgres to include it)');
