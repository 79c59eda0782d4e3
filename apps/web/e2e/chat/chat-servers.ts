import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer (issue 20): the chat journeys put the
 * borrower on one and the agent on the other. PGlite is one process's database, so these need a PostgreSQL server
 * (E2E_DATABASE_URL, default the CI's local one).
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const basePort = Number(process.env.E2E_PORT ?? 3107);
const adminUrl = process.env.E2E_DATABASE_URL ?? 'postgres://lintel:lintel@127.0.0.1:5432/postgres';
const database = `lintel_e2e_chat_${basePort}`;
const dataDir = `.tmp/e2e-chat-${basePort}`;

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not start`);
}

export interface ChatServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

function server(port: number): ChatServer {
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async start() {
      child = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: databaseUrl(database),
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          DEMO_PERSONAS: 'off',
          REGISTRATIONS_PER_IP_PER_HOUR: '10000',
        },
        stdio: ['ignore', 'ignore', process.env.E2E_SERVER_LOG ? 'inherit' : 'ignore'],
      });
      await waitForHealth(url, child);
    },
    /** SIGKILL: the process is gone at once, as a crash or a lost machine (its sockets drop without a goodbye). */
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

export async function startChatServers(): Promise<{ a: ChatServer; b: ChatServer; close(): Promise<void> }> {
  rmSync(`${repoRoot}${dataDir}`, { recursive: true, force: true });
  await admin(`drop database if exists "${database}" with (force)`);
  await admin(`create database "${database}"`);
  const a = server(basePort + 1);
  const b = server(basePort + 2);
  // One after the other: the first migrates and seeds the database and writes the shared keys.
  await a.start();
  await b.start();
  return {
    a,
    b,
    async close() {
      await Promise.all([a.stop(), b.stop()]);
      await admin(`drop database if exists "${database}" with (force)`);
    },
  };
}
