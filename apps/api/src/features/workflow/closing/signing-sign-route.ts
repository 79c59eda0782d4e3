import {
  SIGNED_NAME_MISMATCH,
  SIGNING_DECLINED,
  signedNameMatches,
  signNoteBodySchema,
} from '@lintel/domain/application/signing';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import { ActionRejected } from './closing-action.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { findClosing, saveClosing } from './closing-repository.ts';
import type { ClosingServices } from './closing-services.ts';
import { closingActionRoute } from './closing-action-route.ts';

/**
 * The note's signing ceremony (page signing/sign): the typed name must be the applicant's; the e-sign provider's
 * completion event closes the closing disclosure list and opens the notary disclosures (NOTARY_DISCLOSURE).
 */
export function signingSignRoute(app: FastifyInstance, services: ClosingServices): void {
  closingActionRoute(app, services, {
    path: 'signing/sign',
    summary: 'E-sign the note and closing documents',
    body: signNoteBodySchema,
    steps: ['NOTE_SIGNING'],
    plan: async ({ applicationId, aggregate, subject, body, session }) => {
      // A co-signer typing the applicant's name would sign as them: they sign in their own area.
      const borrower = aggregate.borrower;
      if (!borrower || !signedNameMatches(body.signedName, borrower.firstName, borrower.lastName)) {
        throw new ActionRejected(SIGNED_NAME_MISMATCH, 'signedName');
      }
      const now = services.clock.now();
      // Applications placed at NOTE_SIGNING by other means (agents, data fixes) get their envelope here.
      const envelopeId =
        (await findClosing(services.db, applicationId))?.envelopeId ??
        (
          await services.providers.eSign.createEnvelope({
            reference: applicationId,
            subject,
            documents: [...CLOSING_DOCUMENTS],
          })
        ).envelopeId;
      const completion = await services.providers.eSign.sign({
        envelopeId,
        subject,
        signedName: body.signedName,
        signedAt: now,
      });
      if (completion.status !== 'COMPLETED') throw new ActionRejected(SIGNING_DECLINED);
      return {
        to: 'NOTARY_DISCLOSURE',
        changes: { disclosurelistClosingComplete: true, disclosurelistNotaryReady: true },
        write: async (tx) => {
          await recordAudit(tx, services.clock, {
            applicationId,
            actor: { type: 'BORROWER', id: session.identityId },
            action: 'provider.e-sign.signed',
            after: { ...completion, signedName: body.signedName },
          });
          await saveClosing(
            tx,
            applicationId,
            { envelopeId, envelopeStatus: 'COMPLETED', noteSignedAt: now },
            now,
          );
        },
      };
    },
  });
}
