import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { TitleResult } from '../../../providers/title/title.ts';
import type { ApplicationChanges } from '../steps/transition-service.ts';

/**
 * Where a title answer leads once identity is verified (decision 114): still pending, or a lien that must be paid
 * from the draw whose payoff letter has not arrived -> wait on the title (WAITING_FOR_TITLE / PAYOFF_PENDING);
 * clear -> the closing disclosure is generated and ready to sign.
 */
export function titleMove(
  title: TitleResult,
  waiting: boolean,
): { to: ServerStep; changes: ApplicationChanges } {
  if (title.outcome !== 'COMPLETE')
    return { to: 'WAITING_FOR_TITLE', changes: { title: 'TITLE_PROCESSING' } };
  const payoffOutstanding = title.liens.some((l) => l.requiresPayoff && l.payoffStatus !== 'RECEIVED');
  if (payoffOutstanding)
    return { to: waiting ? 'PAYOFF_PENDING' : 'WAITING_FOR_TITLE', changes: { title: 'TITLE_PROCESSING' } };
  return {
    to: 'CLOSING_DISCLOSURE_GENERATED',
    changes: { title: 'TITLE_COMPLETE', disclosurelistClosingReady: true },
  };
}
