import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';

/**
 * Real API processes (`node --import tsx apps/api/src/main.ts`, as `npm start` runs it) on one fresh PostgreSQL
 * database, as behind a load balancer: module state is per process, so only separate processes show what one keeps
 * to itself (issue 28). The chat's browser journeys start theirs the same way (apps/web/e2e/chat/chat-servers.ts).
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** E2E_DATABASE_URL or DATABASE_URL names the server's admin database; else the local one `.ci/run` sets up. */
export const ADMIN_URL =
  process.env.E2E_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://lintel:lintel@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at ADMIN_URL (PGlite is one process's database: no use here). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ApiProcess {
  url: string;
  /** The end of what the process logged, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

async function startProcess(database: string, dataDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(ADMIN_URL, database),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DEMO_PERSONAS: 'off',
      // No web build to serve: the borrower's API is what this drives.
      WEB_DIST_DIR: '/nonexistent-lintel-web-dist',
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last of its log, for a failure's message.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API process exited with ${child.exitCode}: ${log}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, log: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the API process on ${url} did not answer /healthz within 120 s: ${log}`);
}

export interface Cluster {
  processes: ApiProcess[];
  /** A query on the cluster's database. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * `count` processes on a new database, started together as a deployment would: they take turns at the migrations and
 * seeds (the start-up lock) and share the development keys of one data directory.
 */
export async function startCluster(count: number): Promise<Cluster> {
  const database = `lintel_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lintel-cluster-'));
  await adminQuery(ADMIN_URL, `create database "${database}"`);
  const processes: ApiProcess[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl(ADMIN_URL, database), max: 2 });
  const close = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await pool.end();
    await adminQuery(ADMIN_URL, `drop database if exists "${database}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await Promise.allSettled(
      Array.from({ length: count }, () => startProcess(database, dataDir)),
    );
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await close();
    throw error;
  }
  return {
    processes,
    query: async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await pool.query<T>(text, values)).rows,
    close,
  };
}
