import { Decimal } from 'decimal.js';
import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  ORIGINATION_FEE_MAX_PERCENT,
} from '../constants/loan-bounds.ts';
import { BPO_VALUATION_STATES } from '../application/bpo-valuation.ts';
import { isUsStateCode } from '../validation/us-states.ts';
import {
  PARTNER_DISCOUNT_TYPE,
  pricingPolicySchema,
  type PricingDiscount,
  type PricingPolicy,
  type PricingTier,
} from './pricing-policy.ts';

/** A sheet is taken whole or not at all: either the parsed policy, or every reason it was refused. */
export type PricingPolicyCheck = { ok: true; policy: PricingPolicy } | { ok: false; problems: string[] };

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const pct = (d: Decimal.Value) => `${new Decimal(d).toFixed(2)}%`;

/** Every rate a tier can produce before discounts: each offered term and type, with and without the CLTV step. */
export function tierRateRange(
  policy: PricingPolicy,
  tier: PricingTier,
): { lowest: Decimal; highest: Decimal } {
  const sheet = policy.rateSheet;
  const rates = sheet.lineTypes.flatMap((type) =>
    sheet.terms.map((t) =>
      new Decimal(tier.baseRate).plus(t.adjustment).plus(type === 'FLOATING' ? sheet.floating.margin : 0),
    ),
  );
  const cltvStep = Decimal.max(sheet.highCltv.adjustment, 0);
  const lowCltvStep = Decimal.min(sheet.highCltv.adjustment, 0);
  return {
    lowest: Decimal.min(...rates).plus(lowCltvStep),
    highest: Decimal.max(...rates).plus(cltvStep),
  };
}

/** Points every borrower gets off (the discounts open to all), which the advertised floor may count. */
export function everyBorrowerDiscount(policy: PricingPolicy): Decimal {
  return policy.rateSheet.discounts
    .filter((d) => d.eligibility === 'EVERY_BORROWER')
    .reduce((sum, d) => sum.plus(d.points), new Decimal(0));
}

/** The spec's bounds (APR 7.60%-17.20%, fee up to 4.99%, lines $15,000-$400,000) and the sheet's own consistency. */
export function pricingPolicyProblems(policy: PricingPolicy): string[] {
  const problems: string[] = [];
  const { rateSheet: sheet, creditPolicy: credit } = policy;
  if (policy.expiresOn !== null && policy.expiresOn <= policy.effectiveFrom)
    problems.push(`expiresOn (${policy.expiresOn}) must be after effectiveFrom (${policy.effectiveFrom})`);
  if (credit.lineMin < LOAN_AMOUNT_MIN)
    problems.push(
      `creditPolicy.lineMin ${money(credit.lineMin)} is below the product minimum of ${money(LOAN_AMOUNT_MIN)}`,
    );
  if (credit.lineMax > LOAN_AMOUNT_MAX)
    problems.push(
      `creditPolicy.lineMax ${money(credit.lineMax)} is above the product maximum of ${money(LOAN_AMOUNT_MAX)}`,
    );
  if (credit.lineMin >= credit.lineMax)
    problems.push(
      `creditPolicy.lineMin ${money(credit.lineMin)} must be below lineMax ${money(credit.lineMax)}`,
    );
  if (credit.dtiUnlimitedPercent > credit.maxDtiPercent)
    problems.push(
      `creditPolicy.dtiUnlimitedPercent (${credit.dtiUnlimitedPercent}) must not exceed maxDtiPercent (${credit.maxDtiPercent})`,
    );
  // Texas stays a BPO state for every lender (its home-equity law is what the rule is for); a lender may add real
  // states, which the valuation, the identity check and the pages then follow (decision 223).
  const missing = [...BPO_VALUATION_STATES].filter((s) => !credit.bpoStates.includes(s));
  if (missing.length)
    problems.push(`creditPolicy.bpoStates must include ${missing.join(', ')} (Texas home-equity law)`);
  const unknown = credit.bpoStates.filter((s) => !isUsStateCode(s));
  if (unknown.length) problems.push(`creditPolicy.bpoStates: ${unknown.join(', ')} is not a US state code`);
  if (new Set(credit.bpoStates).size !== credit.bpoStates.length)
    problems.push('creditPolicy.bpoStates lists a state twice');
  const overlap = credit.bpoStates.filter((s) => credit.ineligibleStates.includes(s));
  if (overlap.length)
    problems.push(`creditPolicy: ${overlap.join(', ')} cannot be both a BPO state and ineligible`);
  const years = sheet.terms.map((t) => t.years);
  if (new Set(years).size !== years.length) problems.push('rateSheet.terms lists a term twice');
  if (new Set(sheet.lineTypes).size !== sheet.lineTypes.length)
    problems.push('rateSheet.lineTypes lists a type twice');
  const discountTypes = sheet.discounts.map((d) => d.type);
  if (new Set(discountTypes).size !== discountTypes.length)
    problems.push('rateSheet.discounts lists a type twice');
  const names = sheet.tiers.map((t) => t.name);
  if (new Set(names).size !== names.length) problems.push('rateSheet.tiers names a tier twice');
  sheet.tiers.forEach((tier, i) => {
    const label = `rateSheet.tiers[${i}] (${tier.name})`;
    const next = sheet.tiers[i + 1];
    if (next && next.minScore >= tier.minScore)
      problems.push(
        `${label}: tiers go best first, so minScore ${tier.minScore} must be above the next tier's ${next.minScore}`,
      );
    if (tier.minScore < credit.minCreditScore)
      problems.push(
        `${label}: minScore ${tier.minScore} is below the policy's minimum score ${credit.minCreditScore}`,
      );
    const fee = new Decimal(tier.originationFeePercent);
    if (fee.lt(0) || fee.gt(ORIGINATION_FEE_MAX_PERCENT))
      problems.push(
        `${label}: origination fee ${pct(fee)} is outside 0.00% to ${ORIGINATION_FEE_MAX_PERCENT}%`,
      );
    const { lowest, highest } = tierRateRange(policy, tier);
    if (lowest.lt(APR_MIN_PERCENT))
      problems.push(
        `${label}: its lowest rate, ${pct(lowest)}, is below the advertised APR floor of ${APR_MIN_PERCENT}%`,
      );
    if (highest.gt(APR_MAX_PERCENT))
      problems.push(
        `${label}: its highest rate, ${pct(highest)}, is above the advertised APR ceiling of ${APR_MAX_PERCENT}%`,
      );
  });
  sheet.discounts.forEach((d) => {
    if (new Decimal(d.points).lte(0)) problems.push(`rateSheet.discounts ${d.type}: points must be above 0`);
    problems.push(...partnerDiscountProblems(d));
  });
  return problems;
}

/**
 * A partner discount goes to the borrowers its partner referred, so it names the partner's loan officers; the
 * spec's own types never do (decision 222).
 */
function partnerDiscountProblems(d: PricingDiscount): string[] {
  const label = `rateSheet.discounts ${d.type}`;
  const partner = PARTNER_DISCOUNT_TYPE.test(d.type);
  if (partner && (d.eligibility !== 'REFERRED' || !d.referrers?.length))
    return [`${label}: a partner discount is for REFERRED borrowers and names the partner's referrers`];
  if (!partner && (d.eligibility === 'REFERRED' || d.referrers))
    return [`${label}: only PARTNER_ discounts go to referred borrowers`];
  return [];
}

/** Parses an operator's sheet: the shape, then the bounds. Nothing is stored unless this says ok. */
export function checkPricingPolicy(input: unknown): PricingPolicyCheck {
  const parsed = pricingPolicySchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    };
  const problems = pricingPolicyProblems(parsed.data);
  return problems.length ? { ok: false, problems } : { ok: true, policy: parsed.data };
}

/** The figures a lender's site may advertise, from its sheet (so it never promises what the sheet does not offer). */
export interface MarketingRanges {
  loanAmount: string;
  apr: string;
  originationFeeMax: string;
}

export function marketingRanges(policy: PricingPolicy): MarketingRanges {
  const ranges = policy.rateSheet.tiers.map((t) => tierRateRange(policy, t));
  const floor = Decimal.max(
    Decimal.min(...ranges.map((r) => r.lowest)).minus(everyBorrowerDiscount(policy)),
    APR_MIN_PERCENT,
  );
  const ceiling = Decimal.min(Decimal.max(...ranges.map((r) => r.highest)), APR_MAX_PERCENT);
  const fee = Decimal.max(...policy.rateSheet.tiers.map((t) => t.originationFeePercent));
  const { lineMin, lineMax } = policy.creditPolicy;
  return {
    loanAmount: `${money(lineMin)} to ${money(lineMax)}`,
    apr: `${pct(floor)} to ${pct(ceiling)}`,
    originationFeeMax: pct(fee),
  };
}
