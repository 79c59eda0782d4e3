import { parseArgs } from 'node:util';
import type { Actor } from '../audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { clearOrgValue, listFlags, setFlag, type FlagListing } from './flag-admin.ts';
import { FlagAdminError } from './flag-admin-error.ts';
import type { FlagVariables } from './flag-variables.ts';

export const FLAGS_USAGE = `Usage:
  npm run flags -- list [--org CODE] [--json]
  npm run flags -- set KEY on|off [--org CODE] [--var NAME=JSON ...]
  npm run flags -- clear KEY --org CODE       (the organisation follows the default again)
Without --org, set changes the default of every organisation that has no value of its own.
Database: DATABASE_URL (PostgreSQL, server may run), else DATA_DIR/pglite (stop the server first).`;

export interface CommandResult {
  code: number;
  out: string[];
}

function parseVariable(pair: string): [string, unknown] {
  const at = pair.indexOf('=');
  if (at <= 0) throw new FlagAdminError(`--var needs NAME=JSON, got "${pair}"`);
  const raw = pair.slice(at + 1);
  try {
    return [pair.slice(0, at), JSON.parse(raw) as unknown];
  } catch {
    throw new FlagAdminError(
      `--var ${pair.slice(0, at)}: ${JSON.stringify(raw)} is not JSON (quote strings: '"text"')`,
    );
  }
}

const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');

function formatListing(flags: FlagListing[], orgCode: string | undefined): string[] {
  return flags.map((flag) => {
    if (flag.effective) {
      const own =
        orgCode !== undefined && orgCode in flag.orgs ? ` (own value; default ${onOff(flag.enabled)})` : '';
      const vars = Object.keys(flag.effective.variables).length
        ? ` ${JSON.stringify(flag.effective.variables)}`
        : '';
      return `${flag.key}: ${onOff(flag.effective.enabled)}${own}${vars}`;
    }
    const orgs = Object.entries(flag.orgs).map(([code, enabled]) => `${code} ${onOff(enabled)}`);
    return `${flag.key}: ${onOff(flag.enabled)}${orgs.length ? `; ${orgs.join(', ')}` : ''}`;
  });
}

/** `npm run flags -- …` without the process around it: parsed, validated, run against `db`, answered as lines. */
export async function runFlagsCommand(
  db: Database,
  clock: Clock,
  actor: Actor,
  argv: string[],
): Promise<CommandResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        org: { type: 'string' },
        var: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, key, state, ...extra] = positionals;
    if (values.help || command === undefined) return { code: values.help ? 0 : 2, out: [FLAGS_USAGE] };
    if (command === 'list' && key === undefined) {
      const flags = await listFlags(db, values.org);
      return {
        code: 0,
        out: values.json ? [JSON.stringify(flags, null, 2)] : formatListing(flags, values.org),
      };
    }
    if (command === 'set' && key !== undefined && (state === 'on' || state === 'off') && extra.length === 0) {
      const variables: FlagVariables = Object.fromEntries((values.var ?? []).map(parseVariable));
      await setFlag(db, clock, actor, { key, enabled: state === 'on', orgCode: values.org, variables });
      const [after] = (await listFlags(db, values.org)).filter((flag) => flag.key === key);
      return { code: 0, out: after ? formatListing([after], values.org) : [] };
    }
    if (command === 'clear' && key !== undefined && state === undefined && values.org !== undefined) {
      const removed = await clearOrgValue(db, clock, actor, key, values.org);
      return {
        code: 0,
        out: [
          removed
            ? `${key}: ${values.org} follows the default again`
            : `${key}: ${values.org} had no value of its own`,
        ],
      };
    }
    return { code: 2, out: [FLAGS_USAGE] };
  } catch (error) {
    // parseArgs reports unknown options with a TypeError whose message is meant for the user.
    if (error instanceof FlagAdminError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      return { code: 1, out: [`flags: ${(error as Error).message}`] };
    }
    throw error;
  }
}
