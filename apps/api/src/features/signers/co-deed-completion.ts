import type { Executor } from '../../platform/db/db-executor.ts';
import type { Clock } from '../../platform/clock.ts';
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
  const { invited, pending } = await coDeedCounts(tx, applicationId);
  if (invited === 0 || pending > 0) return;
  const [row] = await tx
    .select({ serverStep: applications.serverStep })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (row?.serverStep !== 'WAITING_FOR_CO_DEED') return;
  await transition(tx, clock, {
    applicationId,
    from: 'WAITING_FOR_CO_DEED',
    to: 'NOTARY_DISCLOSURE',
    actor: { type: 'SIGNER', id: actorId },
    changes: { coDeedStatus: 'COMPLETE', disclosurelistNotaryReady: true },
  });
}
