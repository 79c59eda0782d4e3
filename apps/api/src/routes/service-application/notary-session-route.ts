import { bookNotaryBodySchema, SLOT_NOT_AVAILABLE } from '@lintel/domain/application/notary';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
} from '../../applications/application-route-schemas.ts';
import { TableJobQueue } from '../../jobs/table-job-queue.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { ActionRejected, errorBody, runClosingAction } from '../../workflow/closing/closing-action.ts';
import type { ClosingServices } from '../../workflow/closing/closing-services.ts';
import { writeNotaryBooking } from '../../workflow/closing/notary-booking.ts';
import { CLOSING_TAGS, closingActionResponses } from './closing-route-schemas.ts';

/**
 * Books a remote online notary session from the offered slots; accepting the notary disclosures is part of it.
 * The deed is signed in the session (DEED_SIGNING); a job checks with the notary platform when it ends.
 */
export function notarySessionRoute(app: FastifyInstance, services: ClosingServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/notary/session`,
    {
      schema: {
        tags: CLOSING_TAGS,
        summary: 'Book a remote online notary session to sign the deed',
        params: applicationParamsSchema,
        body: bookNotaryBodySchema,
        response: closingActionResponses,
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const result = await runClosingAction(
        services,
        session,
        request.params.uuid,
        ['NOTARY_DISCLOSURE'],
        async ({ applicationId, subject }) => {
          const booking = await services.providers.notary.bookSession({
            subject,
            start: new Date(request.body.start),
            at: services.clock.now(),
          });
          if (booking.outcome !== 'BOOKED') throw new ActionRejected(SLOT_NOT_AVAILABLE, 'start');
          return {
            to: 'DEED_SIGNING',
            changes: { disclosurelistNotaryComplete: true, manualNotary: false },
            write: (tx) =>
              writeNotaryBooking(tx, services.clock, new TableJobQueue(services.db, services.clock), {
                applicationId,
                actorId: session.identityId,
                kind: 'REMOTE',
                step: 'DEED_SIGNING',
                booking,
              }),
          };
        },
      );
      if ('status' in result) return reply.code(result.status).send(errorBody(result));
      return result;
    },
  );
}
