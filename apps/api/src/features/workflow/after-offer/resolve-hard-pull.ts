import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import type { StepOutcome } from '../jobs/step-outcome.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { creditTier } from '../underwriting/credit-tier.ts';

/**
 * HARD_CREDIT_PULL (decision 112): the hard pull at submission. A score that still prices at the tier the offers
 * were made on (their base rate) lets the journey go on to income; a lower tier, or none, sends the borrower to the
 * prequal win-back (REQUALIFY), where underwriting runs again on the hard pull. No file at all: CREDIT_ERROR.
 */
export async function resolveHardPull(
  db: Executor,
  providers: Providers,
  subject: ProviderSubject,
  aggregate: ApplicationAggregate,
  policy: PricingPolicy,
): Promise<StepOutcome> {
  const credit = await providers.creditBureau.pull({ kind: 'HARD', subject });
  if (credit.outcome !== 'FOUND')
    return {
      to: 'CREDIT_ERROR',
      audits: [{ action: 'provider.credit-bureau.pull', after: { kind: 'HARD', outcome: credit.outcome } }],
    };
  const offers = await currentOffers(db, aggregate.application.id);
  const offeredBaseRate = Math.min(...offers.map((o) => o.baseRate));
  const tier = creditTier(policy, credit.score);
  const lower = !tier || Number(tier.baseRate) > offeredBaseRate;
  // Another lender's recent inquiry may be new debt on the home: the borrower attests before signing (decision 235).
  const attest = credit.inquiries.length > 0;
  return {
    to: lower ? 'REQUALIFY' : 'INCOME_VERIFICATION',
    ...(attest ? { changes: { inquiryAttestNeeded: true, inquiryAttestComplete: false } } : {}),
    audits: [
      {
        action: 'provider.credit-bureau.pull',
        after: {
          kind: 'HARD',
          outcome: 'FOUND',
          reportId: credit.reportId,
          score: credit.score,
          tier: tier?.name ?? null,
          inquiries: credit.inquiries,
        },
      },
    ],
  };
}
