import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import type { StepOutcome } from '../jobs/step-outcome.ts';
import { NotReadyError } from '../jobs/step-outcome.ts';
import { titleMove } from './title-check.ts';

/**
 * WAITING_FOR_TITLE: asks the title company again; a report still pending is retried with back-off, an outstanding
 * payoff letter parks the file at PAYOFF_PENDING (page payoff/hold), a clear title generates the closing disclosure.
 */
export async function resolveTitle(providers: Providers, subject: ProviderSubject): Promise<StepOutcome> {
  const title = await providers.title.titleReport({ subject });
  if (title.outcome !== 'COMPLETE') throw new NotReadyError('The title report');
  const move = titleMove(title, true);
  return {
    ...move,
    audits: [
      {
        action: 'provider.title.report',
        after: {
          outcome: title.outcome,
          reportId: title.reportId,
          payoffs: title.liens
            .filter((l) => l.requiresPayoff)
            .map((l) => ({ type: l.type, status: l.payoffStatus })),
        },
      },
    ],
  };
}
