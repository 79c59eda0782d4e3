import { rescissionCancelBodySchema } from '@lintel/domain/application/closing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
} from '../../applications/application-route-schemas.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { errorBody, runClosingAction } from '../../workflow/closing/closing-action.ts';
import { saveClosing } from '../../workflow/closing/closing-repository.ts';
import type { ClosingServices } from '../../workflow/closing/closing-services.ts';
import { CLOSING_TAGS, closingActionResponses } from './closing-route-schemas.ts';

/** The right to cancel: only while the rescission period runs; the queued end-of-rescission job then does nothing. */
export function closingCancelRoute(app: FastifyInstance, services: ClosingServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/rescission/cancel`,
    {
      schema: {
        tags: CLOSING_TAGS,
        summary: 'Cancel the line of credit during the rescission period',
        params: applicationParamsSchema,
        body: rescissionCancelBodySchema,
        response: closingActionResponses,
      },
      preHandler: services.requireSession,
    },
    async (request, reply) => {
      const result = await runClosingAction(
        services,
        sessionOf(request),
        request.params.uuid,
        ['RESCISSION'],
        async ({ applicationId }) => {
          const now = services.clock.now();
          return {
            to: 'CANCELLED',
            write: (tx) => saveClosing(tx, applicationId, { cancelledAt: now }, now),
          };
        },
        // Any owner may rescind (Reg Z: one owner's cancellation counts for all).
        { signersMay: true },
      );
      if ('status' in result) return reply.code(result.status).send(errorBody(result));
      return result;
    },
  );
}
