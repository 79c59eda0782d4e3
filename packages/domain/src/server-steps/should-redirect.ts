import type { Application } from '../application/application.ts';
import type { StepRoute } from './route-for-server-step.ts';

/** The page a declined borrower may still read: the signed disclosures stay available to them. */
export const DECLINE_EXEMPT_PAGE = 'document/disclosures';

/**
 * Pages a borrower may open at any step (decision 189): the conditions underwriting raises can be answered whatever
 * the step, so the routing guard leaves the borrower there (a declined application still goes to its page).
 */
export const ANY_STEP_PAGES: ReadonlySet<string> = new Set([
  'conditions',
  'conditions/phone-number',
  'conditions/upload-document',
  // Issue 19: the borrower invites and follows the other signers whatever the step.
  'signers',
]);

const trimSlashes = (page: string) => page.replace(/^\/+|\/+$/g, '');

/**
 * Whether a borrower on `currentPage` (relative to /{uuid}/) must be sent to the routed `target`. Spec 000 §4:
 * "A decline decision redirects to routing except on the disclosures document page."
 */
export function shouldRedirect(currentPage: string, target: StepRoute, application: Application): boolean {
  const current = trimSlashes(currentPage);
  if (current === trimSlashes(target.page)) return false;
  if (ANY_STEP_PAGES.has(current) && application.status?.uwDecision !== 'DECLINE') return false;
  if (application.status?.uwDecision === 'DECLINE' && current === DECLINE_EXEMPT_PAGE) return false;
  return true;
}
