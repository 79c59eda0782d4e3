import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { applicationHistory } from '../applications/application-history.ts';
import { toApplicationView } from '../applications/application-mapper.ts';
import { loadApplication } from '../applications/application-repository.ts';
import { applications } from '../applications/tables/application-table.ts';

/**
 * The signed-in borrower's application for the chat (decision 201): the one the page named when it is theirs,
 * otherwise their latest. Its standing (decision 172) is what the chatbot and the agent read.
 */
export function applicationLookup(db: Database) {
  return async (identityId: string, applicationId: string | null) => {
    const mine = eq(applications.primaryIdentityId, identityId);
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(applicationId ? and(mine, eq(applications.id, applicationId)) : mine)
      .orderBy(desc(applications.createdAt))
      .limit(1);
    if (!row) return undefined;
    const [aggregate, history] = await Promise.all([
      loadApplication(db, row.id),
      applicationHistory(db, row.id),
    ]);
    if (!aggregate) return undefined;
    const view = toApplicationView(aggregate, history);
    return {
      id: row.id,
      loanNumber: view.loanNumber ?? null,
      product: aggregate.application.product,
      standing: view.standing ?? undefined,
    };
  };
}
