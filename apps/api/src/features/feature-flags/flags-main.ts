// `npm run flags -- …` (scripts/flags.mjs) runs this file: flags changed without a deploy (decision 130).
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { dataDirOwner } from '../../platform/db/data-dir-owner.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { systemClock } from '../../platform/clock.ts';
import { runFlagsCommand } from './flags-command.ts';

function operator(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

const NO_FLAGS_YET =
  'flags: this database has no flags yet; start the server once (npm start) to create and seed it.';
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const dataDir = resolve(process.env['DATA_DIR'] || './.data');
if (!databaseUrl) {
  const pid = dataDirOwner(dataDir);
  if (pid !== null) {
    console.error(
      `flags: the server (pid ${pid}) has ${dataDir}/pglite open; PGlite allows one process. Stop the server, run this again, then start it (a running server on PostgreSQL needs no stop).`,
    );
    process.exit(1);
  }
  // Opening a missing PGlite directory would create an empty database there: say so instead.
  if (!existsSync(join(dataDir, 'pglite'))) {
    console.error(NO_FLAGS_YET);
    process.exit(1);
  }
}

const database = await openDatabase({ databaseUrl, dataDir });
let code = 1;
try {
  const result = await runFlagsCommand(
    database.db,
    systemClock,
    { type: 'SYSTEM', id: `flags-command:${operator()}` },
    process.argv.slice(2),
  );
  // A command's answer goes to stdout (so `list --json` can be piped); refusals to stderr.
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.out.join('\n')}\n`);
  code = result.code;
} catch (error) {
  const message = (error as Error).message;
  // drizzle wraps the driver's error: the missing table is named in the cause.
  const cause = String((error as { cause?: { message?: string } }).cause?.message ?? '');
  console.error(/does not exist/.test(cause) ? NO_FLAGS_YET : `flags: ${message}`);
} finally {
  await database.close();
}
process.exit(code);
