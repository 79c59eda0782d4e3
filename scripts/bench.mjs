// `npm run bench`: runs every benchmark script (apps/*/bench/*.bench.ts) and prints its figures.
// Benchmarks measure and print; they are not pass/fail tests (budgets are reported next to the figures).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild, root, run } from './lib.mjs';

const dirs = ['apps/web/bench', 'apps/api/bench'];
const files = dirs.flatMap((dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.bench.ts'))
        .sort()
        .map((f) => join(dir, f))
    : [],
);
const filter = process.argv[2];
if ((await ensureWebBuild()) !== 0) process.exit(1);
let failures = 0;
for (const file of files) {
  if (filter && !file.includes(filter)) continue;
  console.log(`\n=== ${file} ===`);
  if ((await run(process.execPath, ['--import', 'tsx', file])) !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
