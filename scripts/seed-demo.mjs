// `npm run seed-demo`: the demo lenders and accounts for a demo deployment; production never seeds them itself
// (docs/decisions/246).
import { root, run } from './lib.mjs';

const code = await run(
  process.execPath,
  ['--import', 'tsx', 'apps/api/src/seed-demo-main.ts', ...process.argv.slice(2)],
  { cwd: root },
);
process.exit(code);
