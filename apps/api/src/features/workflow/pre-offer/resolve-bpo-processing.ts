import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Database } from '../../../platform/db/database.ts';
import { NotReadyError, type StepOutcome } from '../jobs/step-outcome.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { VALUATION_COST } from '../underwriting/underwriting-numbers.ts';
import { recordBpoOrder, recordedBpoOrderId } from './bpo-order-record.ts';

export interface BpoDeps {
  db: Database;
  clock: Clock;
  providers: Providers;
}

/**
 * BPO_PROCESSING: places the order the borrower agreed to (once), then checks it. Until the broker reports, the job
 * is retried with back-off; a completed opinion becomes the value the line is re-underwritten on.
 */
export async function resolveBpoProcessing(
  deps: BpoDeps,
  aggregate: ApplicationAggregate,
  subject: ProviderSubject,
): Promise<StepOutcome> {
  const applicationId = aggregate.application.id;
  let orderId = await recordedBpoOrderId(deps.db, applicationId);
  if (!orderId) {
    const order = await deps.providers.valuation.orderBpo({ subject });
    await recordBpoOrder(deps.db, deps.clock, applicationId, {
      orderId: order.orderId,
      cost: VALUATION_COST,
    });
    orderId = order.orderId;
  }
  const status = await deps.providers.valuation.bpoStatus(orderId);
  if (status.status !== 'COMPLETE' || !status.value) throw new NotReadyError('The broker price opinion');
  return {
    to: 'WAITING_FOR_UNDERWRITING',
    changes: { bpo: null, adjustedHomeAmount: status.value },
    audits: [
      {
        action: 'provider.valuation.bpo-status',
        after: { orderId, status: status.status, value: status.value },
      },
    ],
  };
}
