// Small helpers shared by the root scripts (start, test, e2e, bench). Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
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
    console.log('Chromium not found: installing Debian\'s chromium (about 40 s)...');
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
