import { organisationSchema } from '@lintel/domain/organisation/organisation';
import { sitePageOverridesSchema } from '@lintel/domain/shell-contracts/site-pages';
import type { Database } from '../../../platform/db/database.ts';
import { organisations } from '../organisations-tables.ts';
import { DEMO_ORGANISATIONS } from './demo-organisations.ts';

/**
 * Upserts the demo lenders: running it again brings their data up to date with the code and changes nothing else,
 * so it is safe at every start.
 */
export async function seedOrganisations(db: Database, now = new Date()): Promise<void> {
  for (const seed of DEMO_ORGANISATIONS) {
    const organisation = organisationSchema.parse(seed.organisation);
    // The lender's own site pages ride in the same document (decision 170), checked here as the pages read them.
    const sitePages = sitePageOverridesSchema.parse(seed.sitePages ?? {});
    const document = { ...organisation, sitePages };
    const values = { hosts: seed.hosts, isDefault: seed.isDefault, document, updatedAt: now };
    await db
      .insert(organisations)
      .values({ code: organisation.orgCode, ...values, createdAt: now })
      .onConflictDoUpdate({ target: organisations.code, set: values });
  }
}
