import { closingAcceptBodySchema } from '@lintel/domain/application/closing';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { saveClosing } from './closing-repository.ts';
import type { ClosingServices } from './closing-services.ts';
import { closingActionRoute } from './closing-action-route.ts';

/**
 * The borrower has reviewed the closing disclosure (page review-app/signdocs): the e-sign envelope for the note is
 * created and the application moves to NOTE_SIGNING. Not while the flood certificate is outstanding (that page is
 * error/flood-cert), and only by the applicant (primaryParticipantAcceptComplete).
 */
export function closingAcceptRoute(app: FastifyInstance, services: ClosingServices): void {
  closingActionRoute(app, services, {
    path: 'closing/accept',
    summary: 'Accept the closing disclosure and open the note for e-signature',
    body: closingAcceptBodySchema,
    steps: ['CLOSING_DISCLOSURE_GENERATED'],
    plan: async ({ applicationId, aggregate, subject, session }) => {
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
  });
}
