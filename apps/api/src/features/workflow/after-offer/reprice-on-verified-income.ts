import { employmentTypeSchema } from '@lintel/domain/application/application-enums';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { NotReadyError } from '../jobs/step-outcome.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { underwritingValuation } from '../pre-offer/pre-offer-facts.ts';
import type { Offer } from '../../applications/decision-types.ts';
import { underwritingInputFrom } from '../underwriting/from-provider-results.ts';
import { underwrite, type UnderwritingResult } from '../underwriting/underwrite.ts';

export interface Repriced {
  result: UnderwritingResult;
  offers: Offer[];
  audits: { action: string; after: unknown }[];
}

/**
 * Verified income below the stated one (decision 020 "Final offer"): underwriting runs again on the verified income,
 * with the hard pull the application was submitted on. VERIFIED_OFFER with revised offers, or a DTI decline.
 */
export async function repriceOnVerifiedIncome(
  providers: Providers,
  subject: ProviderSubject,
  aggregate: ApplicationAggregate,
  verifiedAnnualIncome: string,
  asOf: string,
  policy: PricingPolicy,
): Promise<Repriced | undefined> {
  const [credit, title, avm] = await Promise.all([
    providers.creditBureau.pull({ kind: 'HARD', subject }),
    providers.title.titleReport({ subject }),
    providers.valuation.automatedValuation({ subject }),
  ]);
  if (title.outcome !== 'COMPLETE') throw new NotReadyError('The title report');
  const valuation = underwritingValuation(avm, aggregate);
  if (credit.outcome !== 'FOUND' || !valuation) return undefined;
  const source = aggregate.incomeSources[0];
  const input = underwritingInputFrom({
    policy,
    credit,
    title,
    valuation,
    state: subject.propertyAddress.state,
    income: {
      income: verifiedAnnualIncome,
      otherIncome: 0,
      employmentType: employmentTypeSchema.parse(source?.employmentType ?? 'FULL_TIME'),
    },
    asOf,
    referrerUuid: aggregate.application.referrerUuid,
  });
  const result = underwrite({
    ...input,
    incomeVerified: true,
    incomeRecords: input.incomeRecords.map((r) => ({ ...r, verified: true })),
  });
  return {
    result,
    offers: result.offers,
    audits: [
      { action: 'provider.credit-bureau.pull', after: { kind: 'HARD', outcome: credit.outcome } },
      { action: 'provider.title.report', after: { outcome: title.outcome } },
      {
        action: 'decision.recorded',
        after: {
          decision: result.decision,
          subDecision: result.subDecision,
          tier: result.tier,
          pricingVersion: result.pricingVersion,
          verifiedAnnualIncome,
        },
      },
    ],
  };
}
