import type { bookNotarySession, requestManualNotary } from '@lintel/domain/api/endpoints/closing-actions';
import {
  MANUAL_NOTARY_MAX_DAYS,
  MANUAL_NOTARY_MIN_DAYS,
  MANUAL_TIME_RANGE,
  SLOT_NOT_AVAILABLE,
} from '@lintel/domain/application/notary';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { ActionRejected, type ActionPlan, type LoadedActionContext } from '../steps/step-module.ts';
import { writeNotaryBooking } from './notary-booking.ts';
import { applicationClock } from './sandbox-clock-offset.ts';

const DAY_MS = 86_400_000;

/**
 * An in-person appointment 2 to 30 days ahead on the application's own clock (decision 209), asked of the notary
 * platform: the time refused answers 400 on `requestedTime`.
 */
export async function manualBooking(
  deps: WorkflowDeps,
  { applicationId, aggregate }: Pick<LoadedActionContext, 'applicationId' | 'aggregate'>,
  requestedTime: Date,
) {
  const now = (await applicationClock(deps, applicationId)).now();
  const ahead = requestedTime.getTime() - now.getTime();
  if (ahead < MANUAL_NOTARY_MIN_DAYS * DAY_MS || ahead > MANUAL_NOTARY_MAX_DAYS * DAY_MS) {
    throw new ActionRejected(MANUAL_TIME_RANGE, 'requestedTime');
  }
  const booking = await deps.providers.notary.requestManualNotary({
    subject: providerSubject(aggregate, deps.encryption),
    requestedTime,
  });
  if (booking.outcome !== 'BOOKED') throw new ActionRejected(MANUAL_TIME_RANGE, 'requestedTime');
  return booking;
}

/**
 * Books a remote online notary session from the offered slots; accepting the notary disclosures is part of it.
 * The deed is signed in the session (DEED_SIGNING); a job checks with the notary platform when it ends.
 */
export async function planNotarySession({
  deps,
  applicationId,
  aggregate,
  actor,
  body,
}: LoadedActionContext<typeof bookNotarySession>): Promise<ActionPlan> {
  const booking = await deps.providers.notary.bookSession({
    subject: providerSubject(aggregate, deps.encryption),
    start: new Date(body.start),
    at: deps.clock.now(),
  });
  if (booking.outcome !== 'BOOKED') throw new ActionRejected(SLOT_NOT_AVAILABLE, 'start');
  return {
    to: 'DEED_SIGNING',
    changes: { disclosurelistNotaryComplete: true, manualNotary: false },
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
 * The manual variant (page notary/reserve-manual): an in-person notary at the time the borrower asks for, with the
 * manualNotary flag and requestedManualNotaryTime set (MANUAL_DEED_SIGNING; $300, spec 001 §1).
 */
export async function planManualNotary({
  deps,
  applicationId,
  aggregate,
  actor,
  body,
}: LoadedActionContext<typeof requestManualNotary>): Promise<ActionPlan> {
  const requestedTime = new Date(body.requestedTime);
  const booking = await manualBooking(deps, { applicationId, aggregate }, requestedTime);
  return {
    to: 'MANUAL_DEED_SIGNING',
    changes: {
      manualNotary: true,
      requestedManualNotaryTime: requestedTime,
      disclosurelistNotaryComplete: true,
    },
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
