import type { PricingPolicy } from '@lintel/domain/pricing/pricing-policy';
import type { CreditPullResult } from '../../../providers/credit-bureau/credit-bureau.ts';
import type { PropertyLookupResult } from '../../../providers/property-data/property-data.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ProviderSubject } from '../../../providers/subject.ts';
import { valuationPath } from '../underwriting/valuation-path.ts';
import type { StepOutcome } from '../jobs/step-outcome.ts';

function creditStop(
  result: Exclude<CreditPullResult, { outcome: 'FOUND' }>,
): Pick<StepOutcome, 'to' | 'changes'> {
  switch (result.outcome) {
    case 'NO_MATCH':
      // Spec 000 §4: no match -> credit/social (ask the SSN); no match with the SSN held -> review-app/no-credit.
      return { to: result.ssnUsed ? 'CREDIT_NO_MATCH_SSN_HELD' : 'CREDIT_NO_MATCH' };
    case 'NO_CREDIT':
      return { to: 'CREDIT_NO_MATCH_SSN_HELD' };
    case 'FROZEN':
      return { to: 'CREDIT_FROZEN' };
    case 'FROZEN_WITH_PIN':
      return { to: 'CREDIT_FROZEN', changes: { creditFrozenWithPin: true } };
    case 'LOCKED':
      return { to: 'CREDIT_LOCKED' };
    case 'INCORRECT_PIN':
      return { to: 'CREDIT_INCORRECT_PIN', changes: { creditFrozenWithPin: true } };
  }
}

function propertyOutcome(result: PropertyLookupResult): Pick<StepOutcome, 'to' | 'changes'> {
  switch (result.outcome) {
    case 'FOUND': {
      // The record exists but names someone else: propertyComplete tells this apart (decision 105).
      if (!result.property.ownershipMatch)
        return { to: 'NO_PROPERTY', changes: { propertyComplete: true, datatreeNoMatch: false } };
      const flood = result.property.flood;
      return {
        to: 'LIEN_VERIFICATION',
        changes: {
          propertyComplete: true,
          datatreeNoMatch: false,
          waitingOnFloodCert: flood.specialFloodHazardArea && flood.certificateStatus === 'PENDING',
        },
      };
    }
    case 'SEVERAL':
      return { to: 'MULTIPLE_PROPERTY' };
    case 'NONE':
      return { to: 'NO_PROPERTY', changes: { propertyComplete: false, datatreeNoMatch: false } };
    case 'NO_MATCH':
      return { to: 'NO_PROPERTY', changes: { propertyComplete: false, datatreeNoMatch: true } };
  }
}

/**
 * WAITING_FOR_CREDIT: the soft pull (with the freeze PIN when the borrower gave one), then the property lookup and
 * the AVM; stops at the first dead end.
 */
export async function resolveCredit(
  providers: Providers,
  subject: ProviderSubject,
  policy: PricingPolicy,
): Promise<StepOutcome> {
  const credit = await providers.creditBureau.pull({ kind: 'SOFT', subject });
  const audits: StepOutcome['audits'] = [
    {
      action: 'provider.credit-bureau.pull',
      after:
        credit.outcome === 'FOUND'
          ? {
              kind: 'SOFT',
              outcome: credit.outcome,
              reportId: credit.reportId,
              score: credit.score,
              // What the report says is secured on the home: the liens page lists it (decision 173).
              mortgageLiens: credit.mortgageLiens,
            }
          : { kind: 'SOFT', outcome: credit.outcome },
    },
  ];
  if (credit.outcome !== 'FOUND') return { ...creditStop(credit), audits };
  const property = await providers.propertyData.lookup({ subject });
  audits.push({
    action: 'provider.property-data.lookup',
    after:
      property.outcome === 'FOUND'
        ? {
            outcome: property.outcome,
            propertyId: property.property.propertyId,
            ownershipMatch: property.property.ownershipMatch,
            // The public record's facts the property card shows (decision 173).
            propertyType: property.property.propertyType,
            yearBuilt: property.property.yearBuilt,
            county: property.property.county,
          }
        : { outcome: property.outcome },
  });
  const found = propertyOutcome(property);
  if (found.to !== 'LIEN_VERIFICATION') return { ...found, audits };
  // The catalogue's valuation dead ends (no AVM, low confidence) come before the borrower reviews the liens.
  const avm = await providers.valuation.automatedValuation({ subject });
  audits.push({
    action: 'provider.valuation.avm',
    after:
      avm.outcome === 'AVM'
        ? {
            outcome: 'AVM',
            confidenceScore: avm.confidenceScore,
            value: avm.value,
            effectiveDate: avm.effectiveDate,
          }
        : avm,
  });
  const path = valuationPath({
    policy,
    state: subject.propertyAddress.state,
    avm: avm.outcome === 'AVM' ? avm : undefined,
  });
  // What the lender's policy made of the state, for the pages that route on it (decision 223).
  audits.push({
    action: 'decision.valuation-path',
    after: { path: path.path, state: subject.propertyAddress.state.toUpperCase() },
  });
  if (path.path === 'ESTIMATE_NEEDED')
    return { to: 'NO_AVM', changes: { ...found.changes, bpo: path.bpoStatus }, audits };
  if (path.path === 'ONSITE_APPRAISAL') return { to: 'ONSITE_APPRAISAL', changes: found.changes, audits };
  // Texas: the BPO is ordered after identity verification; the journey to an offer continues on the AVM.
  const bpo = path.path === 'BPO_REQUIRED' ? { bpo: path.bpoStatus } : {};
  return { ...found, changes: { ...found.changes, ...bpo }, audits };
}
