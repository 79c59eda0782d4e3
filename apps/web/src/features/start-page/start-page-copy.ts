import { APPLY_MINUTES, ENCRYPTION_BITS, FUNDING_BUSINESS_DAYS } from '@lintel/domain/constants/marketing';
import type { CompanyInfo } from '@lintel/domain/organisation/organisation';
import type { AdvertisedFigures } from '@lintel/domain/pricing/pricing-marketing';

/** Spec 000 §1 "Promise copy": the same words as register-v2's first screen. */
export const PROMISE = `Apply in ${APPLY_MINUTES} minutes, receive funding in ${FUNDING_BUSINESS_DAYS} days`;

/**
 * The three figures a borrower compares (spec 001 §1/§9 marketing claims), the loan and APR ranges from the lender's
 * own rate sheet (decision 196), so its site never promises what the sheet does not offer.
 */
export function startFigures(advertised: AdvertisedFigures) {
  return [
    { label: 'Loan amount', value: advertised.loanAmount },
    { label: 'APR', value: advertised.apr },
    { label: 'Funding', value: `In as little as ${FUNDING_BUSINESS_DAYS} business days` },
  ] as const;
}

export function feeNote(advertised: AdvertisedFigures): string {
  return `Origination fee up to ${advertised.originationFeeMax} of the initial draw.`;
}

/** Spec 001 §1: "a soft credit pull to check rates and a hard pull when an application is submitted". */
export const SOFT_PULL = {
  title: 'Checking your rate does not affect your credit score',
  detail:
    'We use a soft credit pull to check your rate. A hard credit pull happens only when you submit your application.',
} as const;

export const ENCRYPTION_NOTE = `Your data is protected with ${ENCRYPTION_BITS}-bit encryption`;

const HOUSING_TEXT = { EHL: 'Equal Housing Lender', EOL: 'Equal Housing Opportunity' } as const;

/** The footer's equal-housing statement as text; brands with their own ('OTHER') have none here. */
export function housingText(footerImage: CompanyInfo['footerImage']): string | null {
  return footerImage === 'OTHER' ? null : HOUSING_TEXT[footerImage];
}
