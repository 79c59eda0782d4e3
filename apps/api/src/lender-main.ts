// `npm run lender -- …` (scripts/lender.mjs) runs this file: a lender added or changed without a deploy (decision
// 246). Here, not in features/organisations/, because organisations come before the audit feature (decision 160).
import { recordAudit } from './features/audit/audit-log.ts';
import { runLenderCommand } from './features/organisations/lender-command.ts';
import { runOperatorCommand } from './platform/cli/operator-command.ts';
import { systemClock } from './platform/clock.ts';

await runOperatorCommand(
  'lender',
  'lenders',
  (db, id) =>
    runLenderCommand(
      db,
      {
        now: () => systemClock.now(),
        record: (tx, change) => recordAudit(tx, systemClock, { actor: { type: 'SYSTEM', id }, ...change }),
      },
      process.argv.slice(2),
    ),
  // A new production deployment's first lender goes into a database no server has started on yet.
  { createDatabase: true },
);
