import { mergedPricingData } from '@lintel/domain/organisation/organisation';
import { specialProductMode } from '@lintel/domain/pricing/pricing-marketing';
import { FEATURE_FLAG_KEYS } from '@lintel/domain/reference-data/feature-flag-keys';
import type { RegistrationContext } from '@lintel/domain/registration/registration-context';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { Database } from '../../platform/db/database.ts';
import { evaluateFlag } from '../feature-flags/evaluate-flag.ts';
import { loadFlags } from '../feature-flags/flag-repository.ts';
import { findLoanOfficer } from '../loan-officers/loan-officer-repository.ts';
import type { Clock } from '../../platform/clock.ts';

export const REFERRER_NOT_FOUND =
  'We could not find the referring loan officer. Please check the link you were sent.';

export type LoadedContext =
  | { ok: true; context: RegistrationContext; referrerUuid: string | undefined }
  | { ok: false; message: string; field: string };

async function flagsOf(db: Database, orgCode: string) {
  const keys = [FEATURE_FLAG_KEYS.nyFcra, FEATURE_FLAG_KEYS.regulatorReview];
  const decided = new Map((await loadFlags(db, orgCode, keys)).map((flag) => [flag.key, evaluateFlag(flag)]));
  return {
    nyFcra: decided.get(FEATURE_FLAG_KEYS.nyFcra)?.enabled ?? false,
    regulatorReview: decided.get(FEATURE_FLAG_KEYS.regulatorReview)?.enabled ?? false,
  };
}

/**
 * The same `RegistrationContext` the browser builds, from what the server knows about the request (decision 031):
 * today from the injected clock, flags per organisation, the referring officer's licensed states.
 */
export async function loadRegistrationContext(
  deps: { db: Database; clock: Clock; isProduction: boolean },
  request: { organisation: Organisation; loanOriginatorUuid: string | undefined; authenticated: boolean },
): Promise<LoadedContext> {
  const { organisation, loanOriginatorUuid } = request;
  let referral: RegistrationContext['referral'];
  if (loanOriginatorUuid) {
    // Officers of other lenders are not found (decision 051), so a link cannot borrow another lender's officer.
    const officer = await findLoanOfficer(deps.db, loanOriginatorUuid, organisation.orgCode);
    if (!officer) return { ok: false, message: REFERRER_NOT_FOUND, field: 'loanOriginatorUuid' };
    referral = { enforce: officer.enforceLicensedStates, licensedStates: officer.licensedStates };
  }
  const flags = await flagsOf(deps.db, organisation.orgCode);
  return {
    ok: true,
    referrerUuid: loanOriginatorUuid,
    context: {
      today: deps.clock.now(),
      // The lender's policy offers the 62-and-over product: its registration asks for 62 (decision 224).
      specialProductMode: specialProductMode(mergedPricingData(organisation)),
      // Decision 077: New York is refused while the lender is under review and not cleared for it.
      regulatorReview: flags.regulatorReview && !organisation.orgMetaData.companyInfo.allowRegulatorReview,
      nyFcraFlag: flags.nyFcra,
      isProduction: deps.isProduction,
      referral,
      // Issue 16: the lender's own licences, the list the footer shows; the rule is the domain's (decision 171).
      licensedStates: organisation.orgMetaData.heloc.licensedStates,
      authenticated: request.authenticated,
    },
  };
}
