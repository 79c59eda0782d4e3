import type { Organisation } from '@lintel/domain/organisation/organisation';
import { paths } from '../../config/paths.ts';
import { registrationClosed } from '../../features/registration/gates.ts';

/**
 * Where "Check your rate" and "Create an account" lead (decision 167): register-v2's first screen, which itself sends
 * the browser to the classic /register while the redesign flag is off (register-routes.ts), so this page needs no
 * flag of its own. Null where the lender takes no public application (wholesale, referral-only without a referring
 * loan officer): the same rule the registration gates apply.
 */
export function applyHref(organisation: Organisation, loanOriginatorUuid: string | undefined): string | null {
  if (registrationClosed(organisation, loanOriginatorUuid)) return null;
  const href = paths.registerV2.getHref();
  return loanOriginatorUuid ? `${href}?${new URLSearchParams({ loanOriginatorUuid }).toString()}` : href;
}
