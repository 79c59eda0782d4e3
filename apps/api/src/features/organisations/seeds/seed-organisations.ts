import { organisationSchema } from '@lintel/domain/organisation/organisation';
import type { Database } from '../../../platform/db/database.ts';
import { organisations } from '../organisations-tables.ts';
import { DEMO_ORGANISATIONS } from './demo-organisations.ts';

/**
 * Upserts the demo lenders: running it again brings their data up to date with the code and changes nothing else,
 * so it is safe at every start.
 */
export async function seedOrganisations(db: Database, now = new Date()): Promise<void> {
  for (const seed of DEMO_ORGANISATIONS) {
    const document = organisationSchema.parse(seed.organisation);
    const values = { hosts: seed.hosts, isDefault: seed.isDefault, document, updatedAt: now };
    await db
      .insert(organisations)
      .values({ code: document.orgCode, ...values, createdAt: now })
      .onConflictDoUpdate({ target: organisations.code, set: values });
  }
}
