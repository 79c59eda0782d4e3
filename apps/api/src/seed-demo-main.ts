// `npm run seed-demo [-- --without-personas]` (scripts/seed-demo.mjs) runs this file (decision 246).
import { loadConfig, type AppConfig } from './platform/config/env.ts';
import { runOperatorCommand } from './platform/cli/operator-command.ts';
import { seedDemo } from './seed-demo.ts';

const USAGE = `Usage: npm run seed-demo [-- --without-personas]
Seeds the demo lenders, accounts (password Lintel-Demo-2026!) and applications, and one account per sandbox persona,
into the database the server of this environment uses (DATABASE_URL, else DATA_DIR/pglite: stop the server first).
For a demo deployment: production refuses to seed them itself. Run it with the server's environment (its keys).`;

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--without-personas')) {
  console.error(USAGE);
  process.exit(2);
}
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(`seed-demo: ${(error as Error).message}`);
  process.exit(1);
}
await runOperatorCommand(
  'seed-demo',
  'demo data',
  (db) => seedDemo(db, config, { personas: !args.includes('--without-personas') }),
  { createDatabase: true },
);
