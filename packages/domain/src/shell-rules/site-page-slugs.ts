/**
 * The lender's own pages behind the footer, the header's Support and the registration consents (issue 16, decision
 * 170), each at the site's root: spec 000 §2 names /terms, /communications, /privacy and /licenses; spec 001 §2 the
 * footer's legal link and the navigation's /contact; /accessibility is ours. No schema here: the web's route tree
 * reads this list, and the schemas stay in the page's own chunk.
 */
export const SITE_PAGE_SLUGS = [
  'terms',
  'communications',
  'privacy',
  'licenses',
  'legal',
  'accessibility',
  'contact',
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export function isSitePageSlug(value: string): value is SitePageSlug {
  return (SITE_PAGE_SLUGS as readonly string[]).includes(value);
}
