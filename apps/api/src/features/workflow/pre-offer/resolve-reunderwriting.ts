import { Decimal } from 'decimal.js';
import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { NotReadyError, type StepOutcome } from '../jobs/step-outcome.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { underwritingInputFrom } from '../underwriting/from-provider-results.ts';
import { underwrite, type UnderwritingResult } from '../underwriting/underwrite.ts';
import { declaredAssets, statedIncome, underwritingValuation } from './pre-offer-facts.ts';

function decided(result: UnderwritingResult) {
  return {
    decision: result.decision,
    subDecision: result.subDecision ?? null,
    dtiDecline: result.dtiDecline,
    creditScoreDecline: result.creditScoreDecline,
    maxDtiUnlimitedDraw: String(result.maxDtiUnlimitedDraw),
    adverseAction: result.adverseAction ?? null,
    pricingVersion: result.pricingVersion,
  };
}

function selectionStillOffered(result: UnderwritingResult, aggregate: ApplicationAggregate): boolean {
  const { term, amount } = aggregate.application;
  return result.offers.some((o) => o.term === term && amount !== null && new Decimal(amount).lte(o.maxDraw));
}

/**
 * WAITING_FOR_UNDERWRITING after the borrower already chose an offer (decisions 103 and 104): the hard pull
 * (REQUALIFY) or a completed BPO re-prices the file. After a BPO the choice stands when it still fits (FINAL_OFFER);
 * otherwise, and always after a requalify, the borrower chooses again among the revised offers.
 */
export async function resolveReunderwriting(
  providers: Providers,
  subject: ProviderSubject,
  aggregate: ApplicationAggregate,
  asOf: string,
  policy: PricingPolicy,
): Promise<StepOutcome> {
  const hardPulled = aggregate.consents.some((c) => c.type === 'HARD_CREDIT');
  const kind = hardPulled ? 'HARD' : 'SOFT';
  const [credit, title, avm] = await Promise.all([
    providers.creditBureau.pull({ kind, subject }),
    providers.title.titleReport({ subject }),
    providers.valuation.automatedValuation({ subject }),
  ]);
  const audits: StepOutcome['audits'] = [
    { action: 'provider.credit-bureau.pull', after: { kind, outcome: credit.outcome } },
    { action: 'provider.title.report', after: { outcome: title.outcome } },
  ];
  if (title.outcome !== 'COMPLETE') throw new NotReadyError('The title report');
  const valuation = underwritingValuation(avm, aggregate);
  if (credit.outcome !== 'FOUND' || !valuation) return { to: 'UNKNOWN', audits };
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
  const incomeVerified =
    aggregate.incomeSources.length > 0 && aggregate.incomeSources.every((s) => s.verified);
  const result = underwrite({ ...input, incomeVerified, assetDepletion: declaredAssets(aggregate) });
  const afterBpo = valuation.source === 'BPO';
  audits.push({
    action: 'decision.recorded',
    after: {
      decision: result.decision,
      subDecision: result.subDecision,
      tier: result.tier,
      pricingVersion: result.pricingVersion,
      valuation: valuation.source,
    },
  });
  if (result.decision === 'DECLINE') return { to: 'DECLINED', changes: decided(result), offers: [], audits };
  if (result.decision === 'REVIEW')
    return { to: 'DELINQUENCY_REVIEW', changes: decided(result), offers: result.offers, audits };
  if (afterBpo && selectionStillOffered(result, aggregate)) {
    const subDecision = incomeVerified ? 'VERIFIED_INCOME_MATCHED_OFFER' : 'UNVERIFIED_OFFER';
    return {
      to: 'FINAL_OFFER',
      changes: { ...decided(result), decision: 'APPROVED', subDecision },
      offers: result.offers,
      audits,
    };
  }
  const changes = afterBpo ? { ...decided(result), subDecision: 'VERIFIED_OFFER' as const } : decided(result);
  return { to: 'REVISED_OFFER_SELECTION', changes, offers: result.offers, audits };
}
