/**
 * The per-application pages that exist in this build: the domain's list, which the server's standing reads too (a
 * borrower step whose page is not built cannot be done online). A page is added there in the same change that adds
 * its route.
 */
export { BUILT_PAGES as AVAILABLE_PAGES } from '@lintel/domain/application/standing/built-pages';

/** Child pages that belong to their parent's step (spec 000 §2 "select (with a confirm child)"). */
export const CHILD_PAGES: Readonly<Record<string, string>> = {
  'product/select/confirm': 'product/select',
  // COLLECT_ADDITIONAL_INFO routes to start/contact; start/profile is its first page (decision 109).
  'start/profile': 'start/contact',
  // DISBURSEMENT_ACCOUNT routes to bank/disburse; the payment mode and the check come after it (decision 186).
  'bank/autopay': 'bank/disburse',
  'bank/confirm': 'bank/disburse',
  'bank/manual-disburse': 'bank/disburse',
  // The income documents are taken beside income/review, which links to them (issue 17).
  'income/upload/MANUAL_PAYSTUB': 'income/review',
  'income/upload/PAYSTUB': 'income/review',
  'income/upload/BANK_STATEMENT': 'income/review',
  // INCOME_VERIFICATION routes to income/review; the link pages and the payroll provider's return belong to it
  // (decision 182).
  'income/link/PAYROLL': 'income/review',
  'income/link/BANK': 'income/review',
  'income/pointserv-callback': 'income/review',
  // NOTE_SIGNING routes to signing/intro; the ceremony is its child (decision 191).
  'signing/sign': 'signing/intro',
  // The booked session's preparation, the in-person request and the identity error belong to notary/intro's steps
  // (decision 208).
  'notary/session': 'notary/intro',
  'notary/schedule-manual': 'notary/intro',
  'notary/error': 'notary/intro',
};

/** Pages a borrower may open at any step, as the requests they answer come at any time (issue 17). */
export const ANY_STEP_PAGES: ReadonlySet<string> = new Set([
  'documents',
  // The closing documents stay readable for good, and help with signing is there whenever it is asked for
  // (decision 191).
  'document/disclosures',
  'signing/support',
  // Proof of insurance is asked for from the notary booking until funding, beside those steps' own pages.
  'insurance/requirements',
  'insurance/upload',
]);

export const APPLICATION_BASE = '/account/heloc';

/** Spec 000 §2 grouping paths; their index redirects to the parent (income/link goes to income/review). */
export const GROUPING_PATHS: ReadonlySet<string> = new Set([
  'bank',
  'bpo',
  'conditions',
  'credit',
  'document',
  'error',
  'income',
  'insurance',
  'notary',
  'payoff',
  'product',
  'review-app',
  'signing',
  'start',
]);

export function applicationHref(uuid: string, page = '', search?: Readonly<Record<string, string>>): string {
  const base = `${APPLICATION_BASE}/${encodeURIComponent(uuid)}`;
  const path = page ? `${base}/${page}` : base;
  const query = search ? new URLSearchParams(search).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** The page part of a pathname under /account/heloc/{uuid}, without slashes at either end ('' for the home). */
export function pageWithin(pathname: string, uuid: string): string {
  const base = `${APPLICATION_BASE}/${uuid}`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest.replace(/^\/+|\/+$/g, '');
}

/** Where the index of a grouping path goes (spec 000 §2), or undefined when `page` is not a grouping index. */
export function groupingIndexTarget(page: string): string | undefined {
  const trimmed = page.replace(/^\/+|\/+$/g, '');
  if (trimmed === 'income/link') return 'income/review';
  return GROUPING_PATHS.has(trimmed) ? '' : undefined;
}
