// First-load JavaScript per route of the built SPA (apps/web/dist), gzip, against its budget.
// The set a route loads for its first paint: the entry and its static imports (build manifest), plus the chunks the
// build lists for that route in `.vite/route-preloads.json` (src/app/route-chunks.ts: the route chunks and the first
// screen with their static imports) — the same files the server announces with `<link rel="modulepreload">`.
// Run: `npm run build -w @lintel/web && npx tsx apps/web/bench/first-load.bench.ts`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { RoutePreload, ShellShare } from '../build/build-data-plugins.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

// FIRST_LOAD_DIST points at another build (e.g. `vite build --outDir /tmp/x`) so parallel builds do not collide.
const dist = process.env.FIRST_LOAD_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');
const preloadsPath = join(dist, '.vite', 'route-preloads.json');
if (!existsSync(manifestPath) || !existsSync(preloadsPath)) {
  console.error(
    'apps/web/dist/.vite/{manifest,route-preloads}.json are missing: run `npm run build -w @lintel/web`.',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const { routes } = JSON.parse(readFileSync(preloadsPath, 'utf8')) as { routes: RoutePreload[] };
const shellSharePath = join(dist, '.vite', 'shell-share.json');
const { fractions } = (
  existsSync(shellSharePath) ? JSON.parse(readFileSync(shellSharePath, 'utf8')) : { fractions: {} }
) as ShellShare;

/** Budget in KB (1024 bytes) of gzip JavaScript for the first load of any route (issues 4 and 6). */
const BUDGET_KB = 150;
/** The shell's own lazy chunks a signed-in page asks for once it has settled (decision 121): not in the budget. */
const SHELL_LAZY = [
  'src/features/site-footer/components/site-footer-body.tsx',
  'src/features/profile-menu/components/profile-menu.tsx',
];

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest (renamed? update the bench)`);
  return found;
}

/** A module's chunk file and the files it imports statically, i.e. what the browser must fetch before it runs. */
function closure(key: string, seen: Set<string>, keys = new Set<string>()): Set<string> {
  if (keys.has(key)) return seen;
  keys.add(key);
  seen.add(chunk(key).file);
  for (const next of chunk(key).imports ?? []) closure(next, seen, keys);
  return seen;
}

const sizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length / 1024;
    sizes.set(file, size);
  }
  return size;
}
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

/** What the server actually sends: the build's own .gz (level 9) and .br beside each chunk (vite.config.ts). */
function servedKb(files: Iterable<string>, ext: 'gz' | 'br'): number | undefined {
  let sum = 0;
  for (const file of files) {
    const path = join(dist, `${file}.${ext}`);
    if (!existsSync(path)) return undefined;
    sum += statSync(path).size / 1024;
  }
  return sum;
}
function served(files: Set<string>): string {
  const gz = servedKb(files, 'gz');
  const br = servedKb(files, 'br');
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

/** Chunk files are named by hash alone (vite.config.ts): the manifest's chunk names make the listing readable. */
const nameOf = new Map(Object.values(manifest).map((item) => [item.file, item.name ?? item.file]));

/** The chunks worth looking at first: the biggest few, by gzip size. */
function largest(files: string[], count = 4): string {
  return [...files]
    .sort((a, b) => gzipKb(b) - gzipKb(a))
    .slice(0, count)
    .map((file) => `${nameOf.get(file) ?? file} ${gzipKb(file).toFixed(1)}`)
    .join(', ');
}

console.log(row('(entry + static imports)', total(entrySet)) + served(entrySet));
console.log(`${' '.repeat(4)}${largest([...entrySet])}`);

for (const { name, scripts } of routes) {
  const set = new Set([...entrySet, ...scripts]);
  console.log(row(name, total(set), BUDGET_KB) + served(set));
  console.log(
    `${' '.repeat(4)}on top of the entry (${scripts.length} chunks): ${largest(scripts, process.env.FIRST_LOAD_ALL ? 99 : 4)}`,
  );
}
// Issue 7: the shell adds at most 40 KB to a route's first load — its modules inside the entry (their share of the
// entry's gzip size, build/build-data-plugins.ts shellShare) plus its own lazy chunks a signed-in page asks for.
const shellInEntry = [...entrySet].reduce((sum, file) => sum + gzipKb(file) * (fractions[file] ?? 0), 0);
const shellLazy = total(shellOnly);
// Every lazy chunk holding shell code, modals and menus a page may never open included: the worst case.
const shellAllLazy = Object.keys(fractions)
  .filter((file) => !entrySet.has(file))
  .reduce((sum, file) => sum + gzipKb(file) * (fractions[file] ?? 0), 0);
console.log(row('shell (entry part + lazy)', shellInEntry + shellLazy, 40));
console.log(
  `${' '.repeat(4)}in the entry ≈ ${shellInEntry.toFixed(1)}; lazy ${shellLazy.toFixed(1)}: ${largest(shellOnly)}`,
);
console.log(
  `${' '.repeat(4)}every shell chunk loaded (all menus, modals, loaders): ${(shellInEntry + shellAllLazy).toFixed(1)} KB`,
);
