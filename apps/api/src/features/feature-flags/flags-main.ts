// `npm run flags -- …` (scripts/flags.mjs) runs this file: flags changed without a deploy (decision 130).
import { runOperatorCommand } from '../../platform/cli/operator-command.ts';
import { systemClock } from '../../platform/clock.ts';
import { runFlagsCommand } from './flags-command.ts';

await runOperatorCommand('flags', 'flags', (db, id) =>
  runFlagsCommand(db, systemClock, { type: 'SYSTEM', id }, process.argv.slice(2)),
);
