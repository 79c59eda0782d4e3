import {
  MANUAL_NOTARY_MAX_DAYS,
  MANUAL_NOTARY_MIN_DAYS,
  MANUAL_TIME_RANGE,
  manualNotaryBodySchema,
} from '@lintel/domain/application/notary';
import type { FastifyInstance } from 'fastify';
import { ActionRejected } from './closing-action.ts';
import type { ClosingServices } from './closing-services.ts';
import { closingActionRoute } from './closing-action-route.ts';
import { writeNotaryBooking } from './notary-booking.ts';

const DAY_MS = 86_400_000;

/**
 * The manual variant (page notary/reserve-manual): an in-person notary at the time the borrower asks for, with the
 * manualNotary flag and requestedManualNotaryTime set (MANUAL_DEED_SIGNING; $300, spec 001 §1).
 */
export function notaryManualRoute(app: FastifyInstance, services: ClosingServices): void {
  closingActionRoute(app, services, {
    path: 'notary/manual',
    summary: 'Ask for an in-person notary to sign the deed',
    body: manualNotaryBodySchema,
    steps: ['NOTARY_DISCLOSURE'],
    plan: async ({ applicationId, subject, body, session }) => {
      const requestedTime = new Date(body.requestedTime);
      const ahead = requestedTime.getTime() - services.clock.now().getTime();
      if (ahead < MANUAL_NOTARY_MIN_DAYS * DAY_MS || ahead > MANUAL_NOTARY_MAX_DAYS * DAY_MS) {
        throw new ActionRejected(MANUAL_TIME_RANGE, 'requestedTime');
      }
      const booking = await services.providers.notary.requestManualNotary({ subject, requestedTime });
      if (booking.outcome !== 'BOOKED') throw new ActionRejected(MANUAL_TIME_RANGE, 'requestedTime');
      return {
        to: 'MANUAL_DEED_SIGNING',
        changes: {
          manualNotary: true,
          requestedManualNotaryTime: requestedTime,
          disclosurelistNotaryComplete: true,
        },
        write: (tx) =>
          writeNotaryBooking(tx, services.clock, services.jobs, {
            applicationId,
            actorId: session.identityId,
            kind: 'MANUAL',
            step: 'MANUAL_DEED_SIGNING',
            booking,
          }),
      };
    },
  });
}
