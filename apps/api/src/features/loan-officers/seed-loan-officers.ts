import type { Database } from '../../platform/db/database.ts';
import { loanOfficers } from './loan-officers-tables.ts';
import { DEMO_LOAN_OFFICERS } from './demo-loan-officers.ts';

/** Upserts the demo loan officers; safe at every start (runs after the organisations they belong to). */
export async function seedLoanOfficers(db: Database, now = new Date()): Promise<void> {
  for (const { id, ...officer } of DEMO_LOAN_OFFICERS) {
    const values = { ...officer, active: true, updatedAt: now };
    await db
      .insert(loanOfficers)
      .values({ id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: loanOfficers.id, set: values });
  }
}
