import { bookNotaryBodySchema, SLOT_NOT_AVAILABLE } from '@lintel/domain/application/notary';
import type { FastifyInstance } from 'fastify';
import { ActionRejected } from './closing-action.ts';
import type { ClosingServices } from './closing-services.ts';
import { closingActionRoute } from './closing-action-route.ts';
import { writeNotaryBooking } from './notary-booking.ts';

/**
 * Books a remote online notary session from the offered slots; accepting the notary disclosures is part of it.
 * The deed is signed in the session (DEED_SIGNING); a job checks with the notary platform when it ends.
 */
export function notarySessionRoute(app: FastifyInstance, services: ClosingServices): void {
  closingActionRoute(app, services, {
    path: 'notary/session',
    summary: 'Book a remote online notary session to sign the deed',
    body: bookNotaryBodySchema,
    steps: ['NOTARY_DISCLOSURE'],
    plan: async ({ applicationId, subject, body, session }) => {
      const booking = await services.providers.notary.bookSession({
        subject,
        start: new Date(body.start),
        at: services.clock.now(),
      });
      if (booking.outcome !== 'BOOKED') throw new ActionRejected(SLOT_NOT_AVAILABLE, 'start');
      return {
        to: 'DEED_SIGNING',
        changes: { disclosurelistNotaryComplete: true, manualNotary: false },
        write: (tx) =>
          writeNotaryBooking(tx, services.clock, services.jobs, {
            applicationId,
            actorId: session.identityId,
            kind: 'REMOTE',
            step: 'DEED_SIGNING',
            booking,
          }),
      };
    },
  });
}
