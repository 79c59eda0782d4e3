// `npm run flags -- list|set|clear …`: feature flags switched without a deploy (docs/decisions/130).
import { root, run } from './lib.mjs';

const code = await run(
  process.execPath,
  ['--import', 'tsx', 'apps/api/src/features/feature-flags/flags-main.ts', ...process.argv.slice(2)],
  { cwd: root },
);
process.exit(code);
