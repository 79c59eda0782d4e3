import type { Organisation } from '@lintel/domain/organisation/organisation';
import type { OrganisationEnricher } from './organisation-directory.ts';

/**
 * Every organisation object says whether this deployment is a test environment (issue 28): the page shows it on
 * every screen and the closing documents carry it. The server's fact alone: a value in a stored row is dropped.
 */
export function withTestEnvironment(
  enrich: OrganisationEnricher,
  testEnvironment: boolean,
): OrganisationEnricher {
  return async (parsed) => {
    const marked = new Map<string, Organisation>();
    for (const [code, organisation] of await enrich(parsed)) {
      const { testEnvironment: _stored, ...rest } = organisation;
      marked.set(code, testEnvironment ? { ...rest, testEnvironment: true } : rest);
    }
    return marked;
  };
}
