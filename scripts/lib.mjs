// Small helpers shared by the root scripts (start, test, e2e, bench). Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a command with inherited output; resolves with its exit code. With `timeoutMs`, the command runs in its own
 * process group, which is ended (TERM, then KILL) when the time is up: a hung step then fails with its name on screen
 * instead of running into CI's own limit with nothing said (decision 243).
 */
export function run(command, args, options = {}) {
  const { timeoutMs, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: Boolean(timeoutMs),
      ...spawnOptions,
    });
    let timer;
    const forward = (signal) => () => killGroup(child, signal);
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    if (timeoutMs) {
      process.on('SIGINT', onInt).on('SIGTERM', onTerm);
      timer = setTimeout(() => {
        console.error(`\n${command} ${args.join(' ')}: still running after ${timeoutMs / 1000} s, stopped.`);
        killGroup(child, 'SIGTERM');
        setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
      }, timeoutMs);
    }
    const done = (code) => {
      clearTimeout(timer);
      process.off('SIGINT', onInt).off('SIGTERM', onTerm);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The mode Vite builds for here: development only when NODE_ENV says so (as Vite itself decides). */
export function wantedBuildMode() {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** The mode recorded by the last build (apps/web/dist/.vite/build-mode.json), or undefined. */
export function builtMode() {
  try {
    return JSON.parse(readFileSync(join(root, 'apps/web/dist/.vite/build-mode.json'), 'utf8')).mode;
  } catch {
    return undefined;
  }
}

/**
 * Builds the SPA when apps/web/dist is missing, older than its sources, or built for another mode (a development
 * bundle left by `NODE_ENV=development npm start` must not be served by a production start: issue 16).
 */
export async function ensureWebBuild({ force = false } = {}) {
  const builtIndex = join(root, 'apps/web/dist/index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(join(root, 'apps/web/src')),
    newestMtime(join(root, 'apps/web/public')),
    statSync(join(root, 'apps/web/index.html')).mtimeMs,
    statSync(join(root, 'apps/web/vite.config.ts')).mtimeMs,
    newestMtime(join(root, 'apps/web/build')),
    newestMtime(join(root, 'packages/domain/src')),
  );
  const sameMode = builtMode() === wantedBuildMode();
  if (!force && builtAt > sourcesAt && sameMode) return 0;
  console.log(`Building the web app (apps/web/dist, ${wantedBuildMode()})...`);
  return run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, 'apps/web') });
}

/** Debian's chromium for the browser tests: installs it when we are root on Debian, otherwise says how. */
export async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium (about 40 s)...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return 1;
    const code = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (code === 0 && existsSync(path)) return 0;
  }
  console.error(
    'The browser tests need Chromium at /usr/bin/chromium. Install it with:\n' +
      '  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH to another Chromium binary.',
  );
  return 1;
}

function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * A PostgreSQL server for the journeys that run two API processes on one database (the chat, issue 20: PGlite is one
 * process's). E2E_DATABASE_URL names one; otherwise the local server on 5432 with the `lintel` role, which we set up
 * when we are root on Debian (installing Debian's postgresql when missing, as for Chromium). Without one, those
 * journeys are skipped with a notice (E2E_NO_POSTGRES=1) rather than failing on a machine that cannot have it.
 */
export async function ensurePostgres() {
  if (process.env.E2E_DATABASE_URL) return 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const quiet = { stdio: 'ignore' };
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/usr/lib/postgresql')) {
      console.log("PostgreSQL not found: installing Debian's postgresql for the two-process journeys...");
      await run('apt-get', ['update', '-qq'], { env });
      await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
    }
    if (existsSync('/usr/lib/postgresql')) {
      const version = readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(a) - Number(b))
        .at(-1);
      if (version && !existsSync(`/etc/postgresql/${version}/main`))
        await run('pg_createcluster', [version, 'main'], quiet);
      if (version && !(await canConnect(5432))) await run('pg_ctlcluster', [version, 'main', 'start'], quiet);
      for (let i = 0; i < 30 && !(await canConnect(5432)); i += 1)
        await new Promise((r) => setTimeout(r, 1000));
      await run(
        'su',
        [
          'postgres',
          '-c',
          'psql -q -tc "select 1 from pg_roles where rolname=\'lintel\'" | grep -q 1 || ' +
            'psql -q -c "create role lintel login superuser password \'lintel\'"',
        ],
        quiet,
      );
    }
  }
  if (await canConnect(5432)) return 0;
  console.log(
    'No PostgreSQL server on 127.0.0.1:5432 (and not root on Debian to set one up): the chat journeys that need two ' +
      'server processes on one database are skipped. Set E2E_DATABASE_URL to run them.',
  );
  process.env.E2E_NO_POSTGRES = '1';
  return 0;
}

async function onServer(statements) {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.E2E_DATABASE_URL ?? 'postgres://lintel:lintel@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
  return adminUrl;
}

/**
 * A new, empty database on the PostgreSQL server ensurePostgres found (dropped first when a run left it behind);
 * answers its URL. `pg` comes with the API's workspace.
 */
export async function freshDatabase(name) {
  const adminUrl = await onServer([
    `drop database if exists "${name}" with (force)`,
    `create database "${name}"`,
  ]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name) {
  await onServer([`drop database if exists "${name}" with (force)`]);
}
