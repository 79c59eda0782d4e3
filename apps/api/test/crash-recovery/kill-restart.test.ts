import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EXPECTED_AFTER_RESTART as EXPECTED,
  registerOverHttp as register,
  stepOverHttp as step,
} from './crash-journey.ts';
import { freePort, killHard, startServer, stopServer, type ServerProcess } from './server-process.ts';

const LATENCY_MS = '400';

const dataDir = mkdtempSync(join(tmpdir(), 'lintel-crash-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 while jobs run, then restart on the same data directory', () => {
  it('every application reaches the step it would have reached without the kill', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, SANDBOX_LATENCY_MS: LATENCY_MS };
    server = await startServer(env, port);
    const base = server.base;
    const apps = await Promise.all(Object.keys(EXPECTED).map((lastName) => register(base, lastName)));
    // Four jobs of several 400 ms calls queue up back to back: a moment later one is certainly mid-call.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await Promise.all(apps.map((a) => step(server!.base, a)));
    // The kill must interrupt work: some applications are still waiting for their job.
    expect(before).toContain('WAITING_FOR_CREDIT');
    await killHard(server);

    server = await startServer(env, port);
    const deadline = Date.now() + 15_000;
    let after: string[] = [];
    while (Date.now() < deadline) {
      after = await Promise.all(apps.map((a) => step(server!.base, a)));
      if (after.every((s) => s !== 'WAITING_FOR_CREDIT')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(Object.fromEntries(apps.map((a, i) => [a.lastName, after[i]]))).toEqual(EXPECTED);

    // No job is left held by the dead process (it would be retaken only after its 60 s lock otherwise).
    await stopServer(server);
    server = undefined;
    const db = await PGlite.create(join(dataDir, 'pglite'));
    const held = await db.query(`select count(*)::int as n from jobs where state = 'active'`);
    await db.close();
    expect(held.rows).toEqual([{ n: 0 }]);
  }, 180_000);
});
