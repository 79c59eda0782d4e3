// The modules a route's first load adds to the entry, biggest first, from a build made with
// build/module-sizes.config.ts (see there). Not a benchmark: `npm run bench` runs only *.bench.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleSizes } from '../build/module-sizes.config.ts';
import type { RoutePreload } from '../build/build-data-plugins.ts';

const dist = process.env.FIRST_LOAD_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const sizes = JSON.parse(readFileSync(join(dist, '.vite', 'module-sizes.json'), 'utf8')) as ModuleSizes;
const { routes } = JSON.parse(readFileSync(join(dist, '.vite', 'route-preloads.json'), 'utf8')) as {
  routes: RoutePreload[];
};
const wanted = process.argv[2] ?? '';
const route = routes.find((item) => item.name.startsWith(wanted));
if (!route)
  throw new Error(
    `no route named "${wanted}…" in route-preloads.json: ${routes.map((r) => r.name).join('; ')}`,
  );
const rows = route.scripts.flatMap((file) =>
  (sizes[file]?.modules ?? []).map((module) => ({ ...module, chunk: sizes[file]?.name ?? file })),
);
for (const row of rows.sort((a, b) => b.gzip - a.gzip))
  if (row.gzip > 0) console.log(`${String(row.gzip).padStart(6)}  ${row.chunk.padEnd(26)} ${row.id}`);
