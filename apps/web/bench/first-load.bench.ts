// First-load JavaScript per route of the built SPA (apps/web/dist), gzip, against its budget.
// The set a route loads for its first paint comes from the build manifest (`build.manifest: true`): the entry and its
// static imports, then each lazy module the route renders first (route chunks, the first screen, what its guard
// awaits) with ITS static imports. Run: `npm run build -w @lintel/web && npx tsx apps/web/bench/first-load.bench.ts`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

// FIRST_LOAD_DIST points at another build (e.g. `vite build --outDir /tmp/x`) so parallel builds do not collide.
const dist = process.env.FIRST_LOAD_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `npm run build -w @lintel/web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const ROUTES = 'src/app/routes/';
/** The shell's own lazy chunks a signed-in first paint asks for (the CEO feedback button waits for idle: not here). */
const SHELL_LAZY = [
  'src/features/site-footer/components/site-footer-body.tsx',
  'src/features/profile-menu/components/profile-menu.tsx',
];
/** Budgets are in KB (1024 bytes) of gzip JavaScript; the shell's is on top of whichever route shows. */
const CASES: Array<{ name: string; budget: number; modules: string[] }> = [
  {
    name: 'register-v2 first screen',
    budget: 150,
    modules: [
      `${ROUTES}register-v2.lazy.tsx`,
      'src/features/registration/screens/property-address-screen.tsx',
    ],
  },
  {
    name: 'product/select',
    budget: 150,
    modules: [`${ROUTES}application-layout.lazy.tsx`, `${ROUTES}application-product-select.lazy.tsx`],
  },
  { name: 'login', budget: 150, modules: [`${ROUTES}login.lazy.tsx`] },
  { name: 'dashboard', budget: 150, modules: [`${ROUTES}dashboard.lazy.tsx`] },
];

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest (renamed? update the bench)`);
  return found;
}

/** A module's chunk and everything it imports statically, i.e. what the browser must fetch before it runs. */
function closure(key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of chunk(key).imports ?? []) closure(next, seen);
  return seen;
}

const sizes = new Map<string, number>();
function gzipKb(key: string): number {
  const file = chunk(key).file;
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length / 1024;
    sizes.set(file, size);
  }
  return size;
}
const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);

/** What the server actually sends: the build's own .gz (level 9) and .br beside each chunk (vite.config.ts). */
function servedKb(keys: Iterable<string>, ext: 'gz' | 'br'): number | undefined {
  let sum = 0;
  for (const key of keys) {
    const path = join(dist, `${chunk(key).file}.${ext}`);
    if (!existsSync(path)) return undefined;
    sum += statSync(path).size / 1024;
  }
  return sum;
}
function served(keys: Set<string>): string {
  const gz = servedKb(keys, 'gz');
  const br = servedKb(keys, 'br');
  return gz === undefined || br === undefined ? '' : `  (served: .gz ${gz.toFixed(1)}, .br ${br.toFixed(1)})`;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the build manifest');
const entrySet = closure(entryKey, new Set<string>());

function row(name: string, kb: number, budget?: number): string {
  const verdict = budget === undefined ? '' : `  ${kb <= budget ? 'within' : 'OVER'} ${budget} KB`;
  return `${name.padEnd(26)} ${kb.toFixed(1).padStart(6)} KB gzip JS${verdict}`;
}

const shellSet = new Set<string>();
for (const key of SHELL_LAZY) closure(key, shellSet);
const shellOnly = [...shellSet].filter((key) => !entrySet.has(key));

/** The chunks worth looking at first: the biggest few, by gzip size. */
function largest(keys: string[], count = 4): string {
  return [...keys]
    .sort((a, b) => gzipKb(b) - gzipKb(a))
    .slice(0, count)
    .map((key) => `${chunk(key).file.replace(/^assets\//, '')} ${gzipKb(key).toFixed(1)}`)
    .join(', ');
}

console.log(row('(entry + static imports)', total(entrySet)) + served(entrySet));
console.log(`${' '.repeat(4)}${largest([...entrySet])}`);

for (const { name, budget, modules } of CASES) {
  const set = new Set(entrySet);
  for (const key of modules) closure(key, set);
  console.log(row(name, total(set), budget) + served(set));
  console.log(
    `${' '.repeat(4)}on top of the entry: ${largest([...set].filter((key) => !entrySet.has(key)))}`,
  );
}
console.log(row('shell lazy share (signed in)', total(shellOnly), 40));
console.log(`${' '.repeat(4)}${largest(shellOnly)}`);
