import type { Organisation } from '@lintel/domain/organisation/organisation';

export const NOT_ACCEPTING = 'This lender is not accepting applications online.';

/**
 * Spec 000 §2: registration is closed for wholesale lenders, and for referral-only lenders unless a referring
 * loan officer is named. The page shows the not-accepting page; the API refuses too, so the rule cannot be skipped
 * by calling it directly. Whether the named officer exists and is licensed is checked next, by
 * features/registration/registration-context-loader.ts (decision 077).
 */
export function registrationClosed(
  organisation: Organisation,
  loanOriginatorUuid: string | undefined,
): boolean {
  const heloc = organisation.orgMetaData.heloc;
  return heloc.isWholesale || (heloc.requiresReferrer && !loanOriginatorUuid);
}
