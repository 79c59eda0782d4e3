// First-load JavaScript per route of the built SPA (apps/web/dist), gzip, against the 150 KB budget.
// A route loads the entry chunk, its own lazy chunk and everything either imports statically.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = join(dist, 'assets');
if (!existsSync(assets)) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(assets, file))).length / 1024;
const staticImports = (file: string) =>
  [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
    (m) => m[1] as string,
  );

function closure(start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of staticImports(start)) closure(next, seen);
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /assets\/(index-[^"']+\.js)/.exec(html)?.[1];
if (!entry) throw new Error('entry chunk not found in dist/index.html');
const css = [...html.matchAll(/assets\/([^"']+\.css)/g)].reduce((sum, m) => sum + gzipKb(m[1] as string), 0);
const base = closure(entry);
const rows: Array<[string, number]> = [['(entry only)', [...base].reduce((s, f) => s + gzipKb(f), 0)]];
for (const lazy of readdirSync(assets)
  .filter((f) => f.includes('.lazy-') && f.endsWith('.js'))
  .sort()) {
  const files = closure(lazy, new Set(base));
  rows.push([lazy.replace(/\.lazy-.*$/, ''), [...files].reduce((s, f) => s + gzipKb(f), 0)]);
}
console.log(`CSS (gzip): ${css.toFixed(1)} KB`);
for (const [route, kb] of rows) {
  console.log(
    `${route.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB gzip JS  ${kb <= BUDGET_KB ? 'within' : 'OVER'} ${BUDGET_KB} KB`,
  );
}
