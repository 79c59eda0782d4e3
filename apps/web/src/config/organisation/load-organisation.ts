import type { Organisation } from '@lintel/domain/organisation/organisation';
import { env } from '../env.ts';
import { parseOrganisation, readInjectedOrganisation, OrganisationDataError } from './read-organisation.ts';

const DEV_ORG_KEY = 'lintel_dev_org';

/**
 * Without the server's injection (Vite dev), `?org=` cannot set the server's cookie, so the chosen code is kept in
 * session storage and sent as `x-org`, which the server honours first.
 */
function devOrgCode(location: Location): string | undefined {
  const fromQuery = new URLSearchParams(location.search).get('org');
  if (fromQuery) sessionStorage.setItem(DEV_ORG_KEY, fromQuery);
  return fromQuery ?? sessionStorage.getItem(DEV_ORG_KEY) ?? undefined;
}

/** The page's organisation: injected by the server, else (dev only) one `GET /api/organisation` before rendering. */
export async function loadOrganisation(fetchImpl: typeof fetch = fetch): Promise<Organisation> {
  const injected = readInjectedOrganisation();
  if (injected) return injected;
  const orgCode = devOrgCode(window.location);
  const response = await fetchImpl(`${env.apiBaseUrl}/api/organisation`, {
    credentials: 'include',
    headers: { Accept: 'application/json', ...(orgCode ? { 'x-org': orgCode } : {}) },
  });
  if (!response.ok)
    throw new OrganisationDataError(`No private-label organisation data (HTTP ${response.status})`);
  return parseOrganisation(await response.json(), 'GET /api/organisation');
}
