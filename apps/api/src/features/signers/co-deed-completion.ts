import type { Executor } from '../../platform/db/db-executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Actor } from '../audit/audit-log.ts';
import { coDeedCounts } from '../applications/signer-progress.ts';
import { applications } from '../applications/tables/application-table.ts';
import { transition } from '../workflow/steps/transition-service.ts';
import { eq } from 'drizzle-orm';

/**
 * Spec 000 §3 "co-deed confirmation: state is co-deed and coDeedStatus COMPLETE": once the last invited signer is
 * done and the borrower waits on them (WAITING_FOR_CO_DEED), the application moves to the notary disclosures. A
 * borrower who has not signed yet moves on by themselves at signing (closing/signing.ts reads the same counts).
 */
export async function confirmCoDeedIfDone(tx: Executor, clock: Clock, applicationId: string, actorId: string) {
  await releaseCoDeedWaitIfDone(tx, clock, applicationId, { type: 'SIGNER', id: actorId });
}

/**
 * The co-deed wait worked out again, by whoever changed it: a signer finishing, or the borrower removing the last
 * signer not done (decision 230). With no signer left at all the wait holds nothing up either: the application moves
 * on as one without invitations would have at signing, its coDeedStatus cleared. Answers the step it is in after.
 */
export async function releaseCoDeedWaitIfDone(
  tx: Executor,
  clock: Clock,
  applicationId: string,
  actor: Actor,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ serverStep: applications.serverStep })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (row?.serverStep !== 'WAITING_FOR_CO_DEED') return row?.serverStep;
  const { invited, pending } = await coDeedCounts(tx, applicationId);
  if (pending > 0) return row.serverStep;
  const { to } = await transition(tx, clock, {
    applicationId,
    from: 'WAITING_FOR_CO_DEED',
    to: 'NOTARY_DISCLOSURE',
    actor,
    changes: { coDeedStatus: invited > 0 ? 'COMPLETE' : null, disclosurelistNotaryReady: true },
  });
  return to;
}
