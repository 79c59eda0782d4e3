import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { OrganisationDirectory } from './organisation-directory.ts';

export const ORG_HEADER = 'x-org';
export const ORG_QUERY = 'org';
export const ORG_COOKIE = 'lintel_org';

export interface OrganisationHints {
  header: string | undefined;
  /** `?org=`; only honoured on page loads (and GET /api/organisation, the dev server's page load). */
  query: string | undefined;
  cookie: string | undefined;
  hostname: string;
  isPageLoad: boolean;
}

export type Resolution =
  | { kind: 'found'; organisation: Organisation; rememberInCookie: boolean }
  | { kind: 'unknown'; code: string };

/**
 * Decision 007: header, then `?org=` on a page load (remembered in a cookie), then the cookie, then the host, then
 * the default. An unknown code named by the caller is an error for API calls (the client is misconfigured and must
 * not silently act for another lender) but a page falls back to the default so a bad link still shows a working site.
 */
export function resolveOrganisation(hints: OrganisationHints, directory: OrganisationDirectory): Resolution {
  const explicit = hints.header ?? (hints.isPageLoad ? hints.query : undefined);
  if (explicit !== undefined) {
    const organisation = directory.find(explicit);
    if (organisation) {
      return { kind: 'found', organisation, rememberInCookie: hints.header === undefined };
    }
    if (!hints.isPageLoad || hints.header !== undefined) return { kind: 'unknown', code: explicit };
  }
  const fromCookie = hints.cookie === undefined ? undefined : directory.find(hints.cookie);
  const organisation = fromCookie ?? directory.findByHost(hints.hostname) ?? directory.defaultOrganisation();
  return { kind: 'found', organisation, rememberInCookie: false };
}
