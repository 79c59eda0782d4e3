import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { underwritingInputFrom } from '../underwriting/from-provider-results.ts';
import { underwrite, type UnderwritingResult } from '../underwriting/underwrite.ts';
import { declaredAssets, statedIncome, underwritingValuation } from './pre-offer-facts.ts';
import { NotReadyError, type StepOutcome } from '../jobs/step-outcome.ts';

function decisionOutcome(result: UnderwritingResult): Pick<StepOutcome, 'to' | 'changes' | 'offers'> {
  const decided = {
    decision: result.decision,
    subDecision: result.subDecision ?? null,
    dtiDecline: result.dtiDecline,
    creditScoreDecline: result.creditScoreDecline,
    maxDtiUnlimitedDraw: String(result.maxDtiUnlimitedDraw),
    adverseAction: result.adverseAction ?? null,
    pricingVersion: result.pricingVersion,
  };
  switch (result.decision) {
    case 'DECLINE':
      return { to: 'DECLINED', changes: decided, offers: [] };
    case 'ASSET_DEPLETION':
      return { to: 'ASSETS_PREQUAL', changes: decided, offers: result.offers };
    case 'REVIEW':
      return { to: 'DELINQUENCY_REVIEW', changes: decided, offers: result.offers };
    default:
      return { to: 'OFFER_SELECTION', changes: decided, offers: result.offers };
  }
}

/**
 * WAITING_FOR_UNDERWRITING: credit, title and valuation, then the underwriting engine. Slice 1 covers the AVM path;
 * Texas BPOs, estimates and onsite appraisals are the next slice (see the report).
 */
export async function resolveUnderwriting(
  providers: Providers,
  subject: ProviderSubject,
  aggregate: ApplicationAggregate,
  asOf: string,
  policy: PricingPolicy,
): Promise<StepOutcome> {
  const [credit, title, avm] = await Promise.all([
    providers.creditBureau.pull({ kind: 'SOFT', subject }),
    providers.title.titleReport({ subject }),
    providers.valuation.automatedValuation({ subject }),
  ]);
  const audits: StepOutcome['audits'] = [
    {
      action: 'provider.credit-bureau.pull',
      after:
        credit.outcome === 'FOUND'
          ? {
              kind: 'SOFT',
              outcome: credit.outcome,
              // The debts underwriting counts, which the application summary shows the borrower (decision 180).
              monthlyDebts: credit.monthlyDebts,
              tradelines: credit.tradelines.map(({ creditor, type, balance, monthlyPayment }) => ({
                creditor,
                type,
                balance,
                monthlyPayment,
              })),
            }
          : { kind: 'SOFT', outcome: credit.outcome },
    },
    { action: 'provider.title.report', after: { outcome: title.outcome } },
    {
      action: 'provider.valuation.avm',
      after:
        avm.outcome === 'AVM' ? { outcome: 'AVM', value: avm.value, effectiveDate: avm.effectiveDate } : avm,
    },
  ];
  if (title.outcome !== 'COMPLETE') throw new NotReadyError('The title report');
  if (credit.outcome !== 'FOUND') return { to: 'UNKNOWN', audits };
  // The borrower's estimate (bpo/estimate-value) or a completed BPO stands in for a missing AVM (decision 101).
  const valuation = underwritingValuation(avm, aggregate);
  if (!valuation) return { to: 'NO_AVM', changes: { bpo: 'BPO_REQUIRED' }, audits };
  const input = underwritingInputFrom({
    policy,
    credit,
    title,
    valuation,
    state: subject.propertyAddress.state,
    income: statedIncome(aggregate),
    asOf,
    referrerUuid: aggregate.application.referrerUuid,
  });
  const result = underwrite({ ...input, assetDepletion: declaredAssets(aggregate) });
  audits.push({
    action: 'decision.recorded',
    after: {
      decision: result.decision,
      subDecision: result.subDecision,
      tier: result.tier,
      pricingVersion: result.pricingVersion,
      offers: result.offers.length,
    },
  });
  const outcome = decisionOutcome(result);
  return { ...outcome, changes: { ...outcome.changes, liensComplete: true }, audits };
}
