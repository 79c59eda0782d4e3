// The one way an operator's command (`npm run flags`, `npm run pricing`) opens the database, runs and answers.
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { dataDirOwner } from '../db/data-dir-owner.ts';
import { openDatabase, type Database } from '../db/database.ts';

export interface OperatorCommandResult {
  code: number;
  out: string[];
}

function operator(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

export interface OperatorCommandOptions {
  /**
   * Creates and migrates the database when it is not there yet (the lender and seed-demo commands set up a new
   * deployment's); without it, a missing database is refused with a message naming `what`.
   */
  createDatabase?: boolean;
}

/**
 * Runs `run` on the server's database (DATABASE_URL, else PGlite in DATA_DIR, which must not be open in a running
 * server: PGlite allows one process) as `<name>-command:<os user>`, prints its answer (stdout, refusals to stderr)
 * and exits with its code. `what` names the data in the message for a database not created yet.
 */
export async function runOperatorCommand(
  name: string,
  what: string,
  run: (db: Database, operatorId: string) => Promise<OperatorCommandResult>,
  options: OperatorCommandOptions = {},
): Promise<never> {
  const notYet = `${name}: this database has no ${what} yet; start the server once (npm start) to create it.`;
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const dataDir = resolve(process.env['DATA_DIR'] || './.data');
  if (!databaseUrl) {
    const pid = dataDirOwner(dataDir);
    if (pid !== null) {
      console.error(
        `${name}: the server (pid ${pid}) has ${dataDir}/pglite open; PGlite allows one process. Stop the server, run this again, then start it (a running server on PostgreSQL needs no stop).`,
      );
      process.exit(1);
    }
    // Opening a missing PGlite directory would create an empty database there: say so instead.
    if (!options.createDatabase && !existsSync(join(dataDir, 'pglite'))) {
      console.error(notYet);
      process.exit(1);
    }
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  let code = 1;
  try {
    if (options.createDatabase) await database.migrate();
    const result = await run(database.db, `${name}-command:${operator()}`);
    // A command's answer goes to stdout (so `list --json` can be piped); refusals to stderr.
    (result.code === 0 ? process.stdout : process.stderr).write(`${result.out.join('\n')}\n`);
    code = result.code;
  } catch (error) {
    const message = (error as Error).message;
    // drizzle wraps the driver's error: the missing table is named in the cause.
    const cause = String((error as { cause?: { message?: string } }).cause?.message ?? '');
    console.error(/does not exist/.test(cause) ? notYet : `${name}: ${message}`);
  } finally {
    await database.close();
  }
  process.exit(code);
}
