// The real server for a benchmark: apps/api/src/main.ts on a free port with a scratch DATA_DIR, serving the built
// web app (WEB_DIST_DIR, default apps/web/dist). Shared by the browser benchmarks; not a benchmark itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Retries `attempt` until it gives a value; a fetch that fails is retried, an Error it throws itself is not. */
export async function waitFor<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch((error: unknown) => {
      if (error instanceof TypeError) return undefined; // fetch: connection refused while the server boots
      throw error;
    });
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface BenchServer {
  base: string;
  stop: () => Promise<void>;
}

/** Starts the server and waits for /healthz; `stop` ends it and removes its data. */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lintel-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The persona demo seed (decision 150) runs in the background and would skew the measurement.
      DEMO_PERSONAS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'the server',
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
        return (await fetch(`${base}/healthz`)).ok ? true : undefined;
      },
      60_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
