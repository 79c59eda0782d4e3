import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EXPECTED_AFTER_RESTART as EXPECTED, killMidJobAndRestart } from '../../app/crash-recovery/crash-journey.ts';
import { killHard, stopServer, type ServerProcess } from '../../app/crash-recovery/server-process.ts';
import { adminQuery, databaseUrl } from '../../support/postgres-admin.ts';

// test/crash-recovery/kill-restart.test.ts on PostgreSQL, where the jobs are pg-boss's (decision 140): the restarted
// server takes back the killed one's jobs at once, because its liveness lock went with its connections.

const adminUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'lintel-crash-pg-'));
const database = `lintel_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await killHard(server);
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!adminUrl)(
  'kill -9 while pg-boss jobs run, then restart on the same PostgreSQL database',
  () => {
    it('every application reaches the step it would have reached, without waiting out the 60 s lock', async () => {
      await adminQuery(
        adminUrl!,
        `create database "${database}" template "${inject('lintelTemplateDatabase')}"`,
      );
      const url = databaseUrl(adminUrl!, database);
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, SANDBOX_LATENCY_MS: '400' };
      const restarted = await killMidJobAndRestart(env, 20_000, (started) => (server = started));
      expect(restarted.steps).toEqual(EXPECTED);

      await stopServer(restarted.server);
      server = undefined;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const held = await client
        .query(`select count(*)::int as n from pgboss.job where state = 'active'`)
        .finally(() => client.end());
      expect(held.rows).toEqual([{ n: 0 }]);
    }, 180_000);
  },
);
