import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { NotReadyError, type StepOutcome } from '../jobs/step-outcome.ts';

/**
 * WAITING_FOR_INCOME: the review of the uploaded paystubs. The sandbox reviewer accepts any stored paystub; the
 * borrower then continues on income/review, where the stated income stands as verified (decision 113).
 */
export async function resolvePaystubReview(aggregate: ApplicationAggregate): Promise<StepOutcome> {
  const paystubs = aggregate.documents.filter((d) => d.type === 'PAYSTUB');
  if (paystubs.length === 0) throw new NotReadyError('The paystub');
  return {
    to: 'INCOME_VERIFICATION',
    changes: { manualPaystubTasksComplete: true },
    audits: [
      { action: 'review.paystub', after: { outcome: 'ACCEPTED', documents: paystubs.map((d) => d.id) } },
    ],
  };
}
