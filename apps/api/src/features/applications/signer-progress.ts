import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import { signerInvitations } from './tables/signer-invitations.ts';

/**
 * How many invited signers an application has and how many are not done yet (issue 19). Done is a booked notary
 * session (remote or in person): identity, signature and notary each need the step before. A removed signer counts
 * for neither.
 */
export async function coDeedCounts(db: Executor, applicationId: string): Promise<{ invited: number; pending: number }> {
  const rows = await db
    .select({ bookedAt: signerInvitations.notaryBookedAt })
    .from(signerInvitations)
    .where(and(eq(signerInvitations.applicationId, applicationId), isNull(signerInvitations.removedAt)));
  return { invited: rows.length, pending: rows.filter((r) => r.bookedAt === null).length };
}
