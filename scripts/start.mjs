// `npm start`: builds the SPA when needed, then runs the one Node process that serves it and the API.
import { ensureWebBuild, root, run } from './lib.mjs';

const built = await ensureWebBuild();
if (built !== 0) process.exit(built);
// tsx runs the TypeScript server directly: no separate compile step to forget (docs/decisions/002).
const code = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root });
process.exit(code);
