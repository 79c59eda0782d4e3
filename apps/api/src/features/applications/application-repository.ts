import { asc, eq } from 'drizzle-orm';
import { applicationAccounts, applicationDocuments } from './tables/application-records.ts';
import {
  applicationBorrowerDetails,
  applicationConsents,
  applicationSigners,
} from './tables/application-parties.ts';
import { applicationIncomeSources, applicationProperties } from './tables/application-property-income.ts';
import { applications } from './tables/application-table.ts';
import type { Executor } from '../../platform/db/db-executor.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** Everything the borrower-facing view of one application is built from. */
export interface ApplicationAggregate {
  application: ApplicationRow;
  borrower: typeof applicationBorrowerDetails.$inferSelect | undefined;
  properties: (typeof applicationProperties.$inferSelect)[];
  incomeSources: (typeof applicationIncomeSources.$inferSelect)[];
  consents: (typeof applicationConsents.$inferSelect)[];
  signers: (typeof applicationSigners.$inferSelect)[];
  accounts: (typeof applicationAccounts.$inferSelect)[];
  documents: (typeof applicationDocuments.$inferSelect)[];
}

/** Loads one application and its lists (a handful of indexed queries, run together). */
export async function loadApplication(db: Executor, id: string): Promise<ApplicationAggregate | undefined> {
  const [application] = await db.select().from(applications).where(eq(applications.id, id));
  if (!application) return undefined;
  const [borrowers, properties, incomeSources, consents, signers, accounts, documents] = await Promise.all([
    db.select().from(applicationBorrowerDetails).where(eq(applicationBorrowerDetails.applicationId, id)),
    db
      .select()
      .from(applicationProperties)
      .where(eq(applicationProperties.applicationId, id))
      .orderBy(asc(applicationProperties.createdAt)),
    db
      .select()
      .from(applicationIncomeSources)
      .where(eq(applicationIncomeSources.applicationId, id))
      .orderBy(asc(applicationIncomeSources.createdAt)),
    db
      .select()
      .from(applicationConsents)
      .where(eq(applicationConsents.applicationId, id))
      .orderBy(asc(applicationConsents.agreedAt)),
    db
      .select()
      .from(applicationSigners)
      .where(eq(applicationSigners.applicationId, id))
      .orderBy(asc(applicationSigners.createdAt)),
    db
      .select()
      .from(applicationAccounts)
      .where(eq(applicationAccounts.applicationId, id))
      .orderBy(asc(applicationAccounts.createdAt)),
    db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .orderBy(asc(applicationDocuments.createdAt)),
  ]);
  const borrower = borrowers.find((b) => b.identityId === application.primaryIdentityId);
  return { application, borrower, properties, incomeSources, consents, signers, accounts, documents };
}
