import type { Organisation } from '@lintel/domain/organisation/organisation';

/**
 * Spec 000 §2/§6: register is closed to the public for a wholesale lender, and for a referral-only lender unless a
 * referring loan officer is named. (The API enforces the same, decision 018.)
 */
export function registrationClosed(
  organisation: Organisation,
  loanOriginatorUuid: string | undefined,
): boolean {
  const { isWholesale, requiresReferrer } = organisation.orgMetaData.heloc;
  return isWholesale || (requiresReferrer && !loanOriginatorUuid);
}
