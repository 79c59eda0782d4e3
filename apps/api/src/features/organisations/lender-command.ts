import { parseArgs } from 'node:util';
import type { Database } from '../../platform/db/database.ts';
import {
  LenderAdminError,
  listLenders,
  saveLender,
  showLender,
  type LenderListing,
  type RecordLenderChange,
} from './lender-admin.ts';
import { checkLenderFile } from './lender-file.ts';
import { DEMO_ORGANISATIONS } from './seeds/demo-organisations.ts';
import { readJsonFile } from '../../platform/cli/read-json-file.ts';

export const LENDER_USAGE = `Usage:
  npm run lender -- list [--json]
  npm run lender -- add --file LENDER.json       (a new lender, checked whole; nothing stored if refused)
  npm run lender -- update --file LENDER.json    (an existing lender, by its organisation.orgCode)
  npm run lender -- show --org CODE              (a stored lender as a file to edit and update)
  npm run lender -- example                      (a demo lender's file to start from)
The file: {"organisation": {...}, "hosts": [...], "isDefault": false, "sitePages": {...}}, "organisation" being the
object every page receives (spec 001 §3), checked with the schema the demo lenders are seeded with and for WCAG AA
contrast. The first lender, or one with "isDefault": true, is the default. Its rate sheet: npm run pricing -- publish
(until then the standard sheet applies).
Database: DATABASE_URL (PostgreSQL, server may run; kill -HUP it to load the change), else DATA_DIR/pglite (stop the
server first).`;

export interface CommandResult {
  code: number;
  out: string[];
}

/** The lender the example prints: an independent lender with its own look and pages (README's table). */
const EXAMPLE_CODE = 'harbor-mortgage';

function formatListing(lenders: LenderListing[]): string[] {
  if (lenders.length === 0) return ['no lenders: add one with npm run lender -- add --file lender.json'];
  return lenders.map(
    (l) =>
      `${l.code}: ${l.name} (${l.kind})${l.isDefault ? ' default' : ''}${l.hosts.length > 0 ? ` hosts ${l.hosts.join(', ')}` : ''}`,
  );
}

async function readLenderFile(path: string): Promise<unknown> {
  const read = await readJsonFile(path);
  if ('problem' in read) throw new LenderAdminError([read.problem]);
  return read.json;
}

/** `npm run lender -- …` without the process around it: parsed, validated, run against `db`, answered as lines. */
export async function runLenderCommand(
  db: Database,
  deps: { now: () => Date; record: RecordLenderChange },
  argv: string[],
): Promise<CommandResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        org: { type: 'string' },
        file: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, ...extra] = positionals;
    if (values.help || command === undefined) return { code: values.help ? 0 : 2, out: [LENDER_USAGE] };
    if (extra.length > 0) return { code: 2, out: [LENDER_USAGE] };
    if (command === 'list') {
      const lenders = await listLenders(db);
      return { code: 0, out: values.json ? [JSON.stringify(lenders, null, 2)] : formatListing(lenders) };
    }
    if (command === 'show' && values.org !== undefined)
      return { code: 0, out: [JSON.stringify(await showLender(db, values.org), null, 2)] };
    if (command === 'example') {
      const example = DEMO_ORGANISATIONS.find((seed) => seed.organisation.orgCode === EXAMPLE_CODE);
      // Hosts and the default are the deployment's to choose, not the demo's.
      return { code: 0, out: [JSON.stringify({ ...example, hosts: [], isDefault: false }, null, 2)] };
    }
    if ((command === 'add' || command === 'update') && values.file !== undefined) {
      const check = checkLenderFile(await readLenderFile(values.file));
      if (!check.ok) throw new LenderAdminError(check.problems);
      const saved = await saveLender(db, check.lender, {
        mode: command,
        now: deps.now(),
        record: deps.record,
      });
      return {
        code: 0,
        out: [
          `${command === 'add' ? 'added' : 'updated'} ${formatListing([saved]).join('')}`,
          'A running server on PostgreSQL reads it within a minute (at once on kill -HUP <pid>); otherwise at its next start.',
        ],
      };
    }
    return { code: 2, out: [LENDER_USAGE] };
  } catch (error) {
    if (error instanceof LenderAdminError)
      return {
        code: 1,
        out: ['lender: refused, nothing was changed:', ...error.problems.map((p) => `  - ${p}`)],
      };
    // parseArgs reports unknown options with a TypeError whose message is meant for the user.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      return { code: 1, out: [`lender: ${(error as Error).message}`] };
    throw error;
  }
}
