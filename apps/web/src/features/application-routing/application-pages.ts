/**
 * The per-application pages (relative to /account/heloc/{uuid}/) that exist in this build. A server step that
 * leads to any other page shows the application home with an honest status instead of a fake page (issue 6).
 * A page is added here in the same change that adds its route.
 */
export const AVAILABLE_PAGES: ReadonlySet<string> = new Set([
  '',
  'credit/error',
  'credit/social',
  'error/credit',
  'error/decline',
  'error/flood-cert',
  'error/income',
  'error/timeout',
  'liens',
  'product/select',
  // Pre-offer branches (F1).
  'product/assets',
  'product/prequal-winback',
  'bpo/estimate-value',
  'bpo/condition',
  'bpo/order-bpo',
  'bpo/hold',
  'bpo/waiting',
  'payoff/hold',
  'hold',
  'review-app/datatree',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/uw',
  'start/contact',
]);

/** Child pages that belong to their parent's step (spec 000 §2 "select (with a confirm child)"). */
export const CHILD_PAGES: Readonly<Record<string, string>> = {
  'product/select/confirm': 'product/select',
  // COLLECT_ADDITIONAL_INFO routes to start/contact; start/profile is its first page (decision 109).
  'start/profile': 'start/contact',
};

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
