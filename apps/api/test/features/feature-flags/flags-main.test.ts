import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { claimDataDir, dataDirOwner } from '../../../src/platform/db/data-dir-owner.ts';

// `npm run flags` as an operator runs it: a separate process on a PGlite data directory (decision 130).
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lintel-flags-'));
  dirs.push(dir);
  return dir;
}

function runFlags(dataDir: string, ...argv: string[]) {
  const { DATABASE_URL: _pg, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/features/feature-flags/flags-main.ts', ...argv],
    { cwd: REPO_ROOT, env: { ...env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/** A process that has ended: its pid names no live server. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (!child.pid) throw new Error('no pid');
  return child.pid;
}

describe('who holds a PGlite data directory', () => {
  it('is the live server that claimed it, until it lets go', () => {
    const dir = tempDataDir();
    expect(dataDirOwner(dir)).toBeNull();
    // This test process plays the server: a live pid other than the asking process's own.
    const release = claimDataDir(dir, process.ppid);
    expect(dataDirOwner(dir)).toBe(process.ppid);
    release();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
    expect(dataDirOwner(dir)).toBeNull();
  });

  it('is nobody when the pid file was left by a killed server, or is not a pid', async () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, 'server.pid'), `${await deadPid()}\n`);
    expect(dataDirOwner(dir)).toBeNull();
    writeFileSync(join(dir, 'server.pid'), 'garbage\n');
    expect(dataDirOwner(dir)).toBeNull();
  });
});

// Each run is a fresh Node process opening PGlite: seconds each, far more on a busy machine.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run flags on PGlite', { timeout: 240_000 }, () => {
  it('refuses while a server holds the directory, without opening it', async () => {
    const dir = tempDataDir();
    claimDataDir(dir, process.pid);
    const result = await runFlags(dir, 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`the server (pid ${process.pid}) has ${dir}/pglite open`);
    expect(result.stderr).toContain('Stop the server, run this again, then start it');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  });

  it('says to start the server once when the directory has no database yet, creating none', async () => {
    const dir = tempDataDir();
    const result = await runFlags(dir, 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('this database has no flags yet; start the server once');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  });

  it('switches a flag in a stopped server’s database, which the next start reads', async () => {
    const dir = tempDataDir();
    const seeded = await PGlite.create(join(dir, 'pglite'), {
      loadDataDir: new Blob([readFileSync(inject('lintelTemplateDump'))]),
    });
    await seeded.close();

    const set = await runFlags(dir, 'set', 'fe-webchat', 'off', '--org', 'harbor-mortgage');
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/^fe-webchat: off \(own value/);

    const list = await runFlags(dir, 'list', '--org', 'harbor-mortgage', '--json');
    expect(list.code).toBe(0);
    const flags = JSON.parse(list.stdout) as { key: string; effective?: { enabled: boolean } }[];
    expect(flags.find((flag) => flag.key === 'fe-webchat')?.effective?.enabled).toBe(false);

    const refused = await runFlags(dir, 'set', 'fe-webchat', 'maybe');
    expect(refused.code).toBe(2);
  });
});
