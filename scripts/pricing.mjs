// `npm run pricing -- list|show|publish|expire …`: lenders' rate sheets changed without a deploy (docs/decisions/197).
import { root, run } from './lib.mjs';

const code = await run(
  process.execPath,
  ['--import', 'tsx', 'apps/api/src/features/pricing/pricing-main.ts', ...process.argv.slice(2)],
  { cwd: root },
);
process.exit(code);
