import { and, eq, isNull } from 'drizzle-orm';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { applicationConditions } from '../../applications/tables/application-records.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { applicationSigners } from '../../applications/tables/application-parties.ts';
import type { Clock } from '../../../platform/clock.ts';
import { createNotificationService, markEventsDone } from '../../notifications/notify.ts';
import type { NotificationEvent } from '../../notifications/notification-events.ts';
import { eventsDoneByMove, eventsForStep, type StepEvent } from './step-events.ts';

export interface StepChange {
  applicationId: string;
  primaryIdentityId: string;
  to: ServerStep;
  /** The step it left: a notification whose action that step asked for is done (marked read). */
  from?: ServerStep | undefined;
}

/**
 * Called by `transition` inside the transaction of the step change (decision 119): the notification exists if and
 * only if the move committed. `notify` is idempotent per event and recipient, so a step reached twice, or a job that
 * runs twice, notifies once.
 */
export async function notifyStepChange(tx: Executor, clock: Clock, change: StepChange): Promise<void> {
  const service = createNotificationService({ db: tx, clock });
  if (change.from) {
    await markEventsDone(
      tx,
      change.applicationId,
      eventsDoneByMove(change.from, change.to, change.applicationId),
      clock.now(),
    );
  }
  const planned = eventsForStep(change.to, change.applicationId);
  const signers = planned.some((p) => p.signers !== 'NONE') ? await signersOf(tx, change.applicationId) : [];
  for (const { event, signers: which } of planned) {
    await service.notify(change.primaryIdentityId, event);
    for (const signer of signers) {
      if (which === 'ALL' || signer.role === which) {
        await service.notify(signer.identityId, { ...event, audience: 'SIGNER' } as NotificationEvent);
      }
    }
  }
  if (change.to === 'RESCISSION' && !(await insuranceComplete(tx, change.applicationId))) {
    await service.notify(change.primaryIdentityId, {
      type: 'INSURANCE_NEEDED',
      applicationId: change.applicationId,
    });
  }
  // Conditions are raised in the same transaction as the move that found them; each asks once for its documents.
  for (const condition of await openDocumentConditions(tx, change.applicationId)) {
    await service.notify(change.primaryIdentityId, {
      type: 'DOCUMENT_NEEDED',
      applicationId: change.applicationId,
      conditionId: condition.id,
    });
  }
}

export type { StepEvent };

function signersOf(tx: Executor, applicationId: string) {
  return tx
    .select({ identityId: applicationSigners.identityId, role: applicationSigners.role })
    .from(applicationSigners)
    .where(eq(applicationSigners.applicationId, applicationId));
}

async function insuranceComplete(tx: Executor, applicationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ complete: applications.insuranceComplete })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.complete === true;
}

function openDocumentConditions(tx: Executor, applicationId: string) {
  return tx
    .select({ id: applicationConditions.id })
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationId, applicationId),
        eq(applicationConditions.requestDocuments, true),
        isNull(applicationConditions.resolvedAt),
        isNull(applicationConditions.signerInvitationId),
      ),
    );
}
