import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { EXPECTED_AFTER_RESTART as EXPECTED, killMidJobAndRestart } from './crash-journey.ts';
import { killHard, stopServer, type ServerProcess } from './server-process.ts';

const LATENCY_MS = '400';

const dataDir = mkdtempSync(join(tmpdir(), 'lintel-crash-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 while jobs run, then restart on the same data directory', () => {
  it('every application reaches the step it would have reached without the kill', async () => {
    const env = { DATA_DIR: dataDir, SANDBOX_LATENCY_MS: LATENCY_MS };
    const restarted = await killMidJobAndRestart(env, 15_000, (started) => (server = started));
    expect(restarted.steps).toEqual(EXPECTED);

    // No job is left held by the dead process (it would be retaken only after its 60 s lock otherwise).
    await stopServer(restarted.server);
    server = undefined;
    const db = await PGlite.create(join(dataDir, 'pglite'));
    const held = await db.query(`select count(*)::int as n from jobs where state = 'active'`);
    await db.close();
    expect(held.rows).toEqual([{ n: 0 }]);
  }, 180_000);
});
