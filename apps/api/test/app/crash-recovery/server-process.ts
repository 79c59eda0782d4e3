import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What the process printed, for the failure message when it does not come up. */
  output: () => string;
}

/** Starts the real server (`node --import tsx apps/api/src/main.ts`) and waits until it answers /healthz. */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const { DATABASE_URL: _pg, NODE_ENV: _env, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    // Development mode: the job poller runs (it is off under NODE_ENV=test).
    // Without the persona demo seed (decision 150): its background jobs are not what these tests kill and count.
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_PERSONAS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Generous: tsx compiles the server and migrations run first, on a 2-core machine that may be busy.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
}

/** A clean stop (SIGTERM: the server closes its database), so the data directory can be opened by the test. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}
