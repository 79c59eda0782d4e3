import { employmentTypeSchema } from '@lintel/domain/application/application-enums';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { ValuationResult } from '../../../providers/valuation/valuation.ts';
import type { ValuationSource } from '../underwriting/offers.ts';

export interface UnderwritingValuation {
  value: string;
  source: ValuationSource;
}

/** The selected property, where the borrower's estimate is kept (application_properties.value). */
export function selectedProperty(aggregate: ApplicationAggregate) {
  const { application, properties } = aggregate;
  return properties.find((p) => p.id === application.selectedPropertyId) ?? properties[0];
}

/**
 * The value the line rests on, best evidence first: a completed broker price opinion (kept as the application's
 * adjusted home amount), the AVM, then the borrower's estimate (decision 101). Undefined: nothing to lend on yet.
 */
export function underwritingValuation(
  avm: ValuationResult,
  aggregate: ApplicationAggregate,
): UnderwritingValuation | undefined {
  const bpoValue = aggregate.application.adjustedHomeAmount;
  if (bpoValue !== null) return { value: bpoValue, source: 'BPO' };
  if (avm.outcome === 'AVM') return { value: avm.value, source: 'AVM' };
  const estimate = selectedProperty(aggregate)?.value;
  return estimate ? { value: estimate, source: 'BORROWER_ESTIMATE' } : undefined;
}

/** The income the borrower stated at registration (the first income source), as underwriting takes it. */
export function statedIncome(aggregate: ApplicationAggregate) {
  const income = aggregate.incomeSources[0];
  return {
    income: income?.annualIncome ?? 0,
    otherIncome: income?.otherIncome ?? 0,
    employmentType: employmentTypeSchema.parse(income?.employmentType ?? 'FULL_TIME'),
  };
}

/** Liquid assets the borrower declared on product/assets (decision 100), as underwriting takes them. */
export function declaredAssets(
  aggregate: ApplicationAggregate,
): { complete: boolean; amount: string } | undefined {
  const { assetDepletionComplete, assetDepletionAmount } = aggregate.application;
  return assetDepletionComplete && assetDepletionAmount !== null
    ? { complete: true, amount: assetDepletionAmount }
    : undefined;
}

/** An offer was chosen already: underwriting now re-prices that choice (requalify, BPO) rather than pre-qualifying. */
export function hasSelectedOffer(aggregate: ApplicationAggregate): boolean {
  return aggregate.application.amount !== null && aggregate.application.term !== null;
}
