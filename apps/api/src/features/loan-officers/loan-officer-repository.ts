import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { loanOfficers } from './loan-officers-tables.ts';

export type LoanOfficerRow = typeof loanOfficers.$inferSelect;

/** An active officer of `orgCode`; officers of other lenders are not found (decision 051). */
export async function findLoanOfficer(
  db: Database,
  id: string,
  orgCode: string,
): Promise<LoanOfficerRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOfficers)
    .where(and(eq(loanOfficers.id, id), eq(loanOfficers.orgCode, orgCode), eq(loanOfficers.active, true)))
    .limit(1);
  return row;
}
