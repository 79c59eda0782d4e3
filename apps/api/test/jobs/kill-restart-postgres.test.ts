import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  EXPECTED_AFTER_RESTART as EXPECTED,
  registerOverHttp as register,
  stepOverHttp as step,
} from '../crash-recovery/crash-journey.ts';
import {
  freePort,
  killHard,
  startServer,
  stopServer,
  type ServerProcess,
} from '../crash-recovery/server-process.ts';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';

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
      const port = await freePort();
      const env = { DATABASE_URL: url, DATA_DIR: dataDir, SANDBOX_LATENCY_MS: '400' };
      server = await startServer(env, port);
      const apps = await Promise.all(
        Object.keys(EXPECTED).map((lastName) => register(server!.base, lastName)),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = await Promise.all(apps.map((a) => step(server!.base, a)));
      expect(before).toContain('WAITING_FOR_CREDIT');
      await killHard(server);

      server = await startServer(env, port);
      const deadline = Date.now() + 20_000;
      let after: string[] = [];
      while (Date.now() < deadline) {
        after = await Promise.all(apps.map((a) => step(server!.base, a)));
        if (after.every((s) => s !== 'WAITING_FOR_CREDIT')) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(Object.fromEntries(apps.map((a, i) => [a.lastName, after[i]]))).toEqual(EXPECTED);

      await stopServer(server);
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
