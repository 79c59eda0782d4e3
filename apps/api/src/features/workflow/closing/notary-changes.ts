import type {
  cancelNotarySession,
  rescheduleManualNotary,
  rescheduleNotarySession,
} from '@lintel/domain/api/endpoints/notary-actions';
import { SLOT_NOT_AVAILABLE } from '@lintel/domain/application/notary';
import { recordAudit } from '../../audit/audit-log.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { ActionRejected, type ActionPlan, type LoadedActionContext } from '../steps/step-module.ts';
import { findClosing, saveClosing } from './closing-repository.ts';
import { writeNotaryBooking } from './notary-booking.ts';
import { manualBooking } from './notary-plans.ts';

/**
 * A booked remote session moved to another offered time (decision 208): the new slot is booked before the old one
 * is released, so a taken slot leaves the borrower with the booking they had. The step stays DEED_SIGNING; the
 * session-end job of the old time finds a later end and waits for it.
 */
export async function planRescheduleNotary({
  deps,
  applicationId,
  aggregate,
  actor,
  body,
}: LoadedActionContext<typeof rescheduleNotarySession>): Promise<ActionPlan | undefined> {
  const closing = await findClosing(deps.db, applicationId);
  if (closing?.notaryKind !== 'REMOTE' || !closing.notarySessionId) return undefined;
  const booking = await deps.providers.notary.bookSession({
    subject: providerSubject(aggregate, deps.encryption),
    start: new Date(body.start),
    at: deps.clock.now(),
  });
  if (booking.outcome !== 'BOOKED') throw new ActionRejected(SLOT_NOT_AVAILABLE, 'start');
  if (booking.sessionId !== closing.notarySessionId)
    await deps.providers.notary.cancelSession({ sessionId: closing.notarySessionId });
  return {
    write: (tx) =>
      writeNotaryBooking(tx, deps.clock, deps.queue, {
        applicationId,
        actorId: actor.id ?? '',
        kind: 'REMOTE',
        step: 'DEED_SIGNING',
        booking,
      }),
  };
}

/**
 * An in-person appointment moved to another day or hour (decision 232), by the rules it was asked with (2 to 30 days
 * ahead, $300): the new time is asked of the notary platform first, so a refused one leaves the appointment as it was.
 * The step stays MANUAL_DEED_SIGNING; the old time's session-end job finds a later end and waits for it.
 */
export async function planRescheduleManual({
  deps,
  applicationId,
  aggregate,
  actor,
  body,
}: LoadedActionContext<typeof rescheduleManualNotary>): Promise<ActionPlan | undefined> {
  const closing = await findClosing(deps.db, applicationId);
  if (closing?.notaryKind !== 'MANUAL' || !closing.notarySessionId) return undefined;
  const requestedTime = new Date(body.requestedTime);
  const booking = await manualBooking(deps, { applicationId, aggregate }, requestedTime);
  if (booking.sessionId !== closing.notarySessionId)
    await deps.providers.notary.cancelSession({ sessionId: closing.notarySessionId });
  return {
    changes: { requestedManualNotaryTime: requestedTime },
    write: (tx) =>
      writeNotaryBooking(tx, deps.clock, deps.queue, {
        applicationId,
        actorId: actor.id ?? '',
        kind: 'MANUAL',
        step: 'MANUAL_DEED_SIGNING',
        booking,
      }),
  };
}

/**
 * A booked remote session or in-person appointment cancelled (decisions 208 and 232): the notary is released and the
 * borrower chooses again on notary/intro (an online session or another appointment).
 */
export async function planCancelNotary({
  deps,
  applicationId,
  actor,
}: LoadedActionContext<typeof cancelNotarySession>): Promise<ActionPlan | undefined> {
  const closing = await findClosing(deps.db, applicationId);
  if (!closing?.notaryKind || !closing.notarySessionId) return undefined;
  const { notarySessionId: sessionId, notaryKind: kind } = closing;
  await deps.providers.notary.cancelSession({ sessionId });
  const now = deps.clock.now();
  return {
    to: 'NOTARY_DISCLOSURE',
    changes: {
      disclosurelistNotaryComplete: false,
      ...(kind === 'MANUAL' ? { manualNotary: false, requestedManualNotaryTime: null } : {}),
    },
    write: async (tx) => {
      await recordAudit(tx, deps.clock, {
        applicationId,
        actor: { type: 'BORROWER', id: actor.id },
        action: 'provider.notary.cancel',
        before: { kind, sessionId },
      });
      await saveClosing(
        tx,
        applicationId,
        {
          notaryKind: null,
          notarySessionId: null,
          notaryName: null,
          notaryStartsAt: null,
          notaryEndsAt: null,
        },
        now,
      );
    },
  };
}
