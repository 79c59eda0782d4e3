import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { applicationSigners } from '../applications/tables/application-parties.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { releaseCoDeedWaitIfDone } from './co-deed-completion.ts';
import type { InvitationRow } from './invitation-service.ts';
import { progressOf } from './signer-view.ts';

/**
 * Removes a signer who has not signed (decision 230), in one transaction: the invitation is marked removed and its
 * link's hash dropped (the link opens nothing), the accepted signer's `application_signers` row goes (so they are
 * no party of the application: no reads, no notices, no cancelling for all), and the co-deed wait is worked out
 * again, since the removed signer may have been the last one it waited on. Answers whether it removed, and the
 * application's step after.
 */
export async function removeSignerRow(
  tx: Executor,
  clock: Clock,
  row: InvitationRow,
  actor: Actor,
): Promise<{ removed: boolean; step?: string | undefined }> {
  // Only while unsigned and not removed: a signature that lands meanwhile wins, and the caller answers 409.
  const removed = await tx
    .update(signerInvitations)
    .set({ removedAt: clock.now(), tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(signerInvitations.id, row.id), isNull(signerInvitations.signedAt), isNull(signerInvitations.removedAt)))
    .returning({ id: signerInvitations.id });
  if (removed.length === 0) return { removed: false };
  if (row.identityId)
    await tx
      .delete(applicationSigners)
      .where(
        and(eq(applicationSigners.applicationId, row.applicationId), eq(applicationSigners.identityId, row.identityId)),
      );
  // The audit names the relation and how far they had come, not the person: the row itself keeps who.
  await recordAudit(tx, clock, {
    applicationId: row.applicationId,
    actor,
    action: 'signer.removed',
    before: { signerId: row.id, relation: row.relation, progress: progressOf(row) },
  });
  return { removed: true, step: await releaseCoDeedWaitIfDone(tx, clock, row.applicationId, actor) };
}
