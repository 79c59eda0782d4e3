import { parseArgs } from 'node:util';
import type { Actor } from '../audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import {
  expirePricing,
  listPricing,
  publishPricing,
  showPricing,
  type PricingVersionListing,
} from './pricing-admin.ts';
import { PricingAdminError } from './pricing-admin-error.ts';
import { readJsonFile } from '../../platform/cli/read-json-file.ts';

export const PRICING_USAGE = `Usage:
  npm run pricing -- list [--org CODE] [--json]
  npm run pricing -- show --org CODE [--version VERSION]     (the sheet as JSON: the version in force today by default)
  npm run pricing -- publish --org CODE --file SHEET.json     (a new version, checked whole; nothing stored if refused)
  npm run pricing -- expire --org CODE --version VERSION --on YYYY-MM-DD
A published version never changes; applications priced on it keep it until it expires (decision 195).
Start from the current sheet: npm run -s pricing -- show --org CODE > sheet.json (-s keeps npm's banner out of the
file), edit version, effectiveFrom and the figures, publish.
Database: DATABASE_URL (PostgreSQL, server may run; kill -HUP it to refresh the advertised figures), else
DATA_DIR/pglite (stop the server first).`;

export interface CommandResult {
  code: number;
  out: string[];
}

function formatListing(versions: PricingVersionListing[]): string[] {
  if (versions.length === 0) return ['no pricing versions'];
  return versions.map(
    (v) =>
      `${v.orgCode} ${v.version}: from ${v.effectiveFrom}${v.expiresOn ? ` until ${v.expiresOn}` : ''}${v.current ? ' (in force)' : ''}`,
  );
}

async function readSheet(path: string): Promise<unknown> {
  const read = await readJsonFile(path);
  if ('problem' in read) throw new PricingAdminError([read.problem]);
  return read.json;
}

/** `npm run pricing -- …` without the process around it: parsed, validated, run against `db`, answered as lines. */
export async function runPricingCommand(
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
        version: { type: 'string' },
        file: { type: 'string' },
        on: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help || command === undefined) return { code: values.help ? 0 : 2, out: [PRICING_USAGE] };
    if (extra.length > 0) return { code: 2, out: [PRICING_USAGE] };
    if (command === 'list') {
      const versions = await listPricing(db, clock, values.org);
      return { code: 0, out: values.json ? [JSON.stringify(versions, null, 2)] : formatListing(versions) };
    }
    if (command === 'show' && values.org !== undefined) {
      const policy = await showPricing(db, clock, values.org, values.version);
      return { code: 0, out: [JSON.stringify(policy, null, 2)] };
    }
    if (command === 'publish' && values.org !== undefined && values.file !== undefined) {
      const policy = await publishPricing(db, clock, actor, values.org, await readSheet(values.file));
      const [listing] = (await listPricing(db, clock, values.org)).filter(
        (v) => v.version === policy.version,
      );
      return { code: 0, out: listing ? [`published ${formatListing([listing]).join('')}`] : [] };
    }
    if (
      command === 'expire' &&
      values.org !== undefined &&
      values.version !== undefined &&
      values.on !== undefined
    ) {
      const listing = await expirePricing(db, clock, actor, values.org, values.version, values.on);
      return { code: 0, out: formatListing([listing]) };
    }
    return { code: 2, out: [PRICING_USAGE] };
  } catch (error) {
    if (error instanceof PricingAdminError)
      return {
        code: 1,
        out: ['pricing: refused, nothing was changed:', ...error.problems.map((p) => `  - ${p}`)],
      };
    // parseArgs reports unknown options with a TypeError whose message is meant for the user.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      return { code: 1, out: [`pricing: ${(error as Error).message}`] };
    throw error;
  }
}
