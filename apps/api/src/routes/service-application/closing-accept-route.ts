import { closingAcceptBodySchema } from '@lintel/domain/application/closing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
} from '../../applications/application-route-schemas.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { errorBody, runClosingAction } from '../../workflow/closing/closing-action.ts';
import { CLOSING_DOCUMENTS } from '../../workflow/closing/closing-documents.ts';
import { saveClosing } from '../../workflow/closing/closing-repository.ts';
import type { ClosingServices } from '../../workflow/closing/closing-services.ts';
import { CLOSING_TAGS, closingActionResponses } from './closing-route-schemas.ts';

/**
 * The borrower has reviewed the closing disclosure (page review-app/signdocs): the e-sign envelope for the note is
 * created and the application moves to NOTE_SIGNING. Not while the flood certificate is outstanding (that page is
 * error/flood-cert), and only by the applicant (primaryParticipantAcceptComplete).
 */
export function closingAcceptRoute(app: FastifyInstance, services: ClosingServices): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${APPLICATION_BASE_V3}/:uuid/closing/accept`,
    {
      schema: {
        tags: CLOSING_TAGS,
        summary: 'Accept the closing disclosure and open the note for e-signature',
        params: applicationParamsSchema,
        body: closingAcceptBodySchema,
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
        ['CLOSING_DISCLOSURE_GENERATED'],
        async ({ applicationId, aggregate, subject }) => {
          if (aggregate.application.waitingOnFloodCert) return undefined;
          const envelope = await services.providers.eSign.createEnvelope({
            reference: applicationId,
            subject,
            documents: [...CLOSING_DOCUMENTS],
          });
          const now = services.clock.now();
          return {
            to: 'NOTE_SIGNING',
            changes: { primaryParticipantAcceptComplete: true, disclosurelistClosingReady: true },
            write: async (tx) => {
              await recordAudit(tx, services.clock, {
                applicationId,
                actor: { type: 'BORROWER', id: session.identityId },
                action: 'provider.e-sign.create-envelope',
                after: { envelopeId: envelope.envelopeId, status: envelope.status },
              });
              await saveClosing(
                tx,
                applicationId,
                { closingAcceptedAt: now, envelopeId: envelope.envelopeId, envelopeStatus: envelope.status },
                now,
              );
            },
          };
        },
      );
      if ('status' in result) return reply.code(result.status).send(errorBody(result));
      return result;
    },
  );
}
