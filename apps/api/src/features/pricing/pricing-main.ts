// `npm run pricing -- …` (scripts/pricing.mjs) runs this file: lenders' sheets changed without a deploy (decision 197).
import { runOperatorCommand } from '../../platform/cli/operator-command.ts';
import { systemClock } from '../../platform/clock.ts';
import { runPricingCommand } from './pricing-command.ts';

await runOperatorCommand('pricing', 'pricing', (db, id) =>
  runPricingCommand(db, systemClock, { type: 'SYSTEM', id }, process.argv.slice(2)),
);
