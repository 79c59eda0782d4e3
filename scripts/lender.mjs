// `npm run lender -- list|show|example|add|update …`: a production deployment's lenders (docs/decisions/246).
import { root, run } from './lib.mjs';

const code = await run(
  process.execPath,
  ['--import', 'tsx', 'apps/api/src/lender-main.ts', ...process.argv.slice(2)],
  { cwd: root },
);
process.exit(code);
