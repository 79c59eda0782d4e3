import type { acceptClosingDisclosure } from '@lintel/domain/api/endpoints/closing-actions';
import { recordAudit } from '../../audit/audit-log.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ActionPlan, LoadedActionContext } from '../steps/step-module.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { saveClosing } from './closing-repository.ts';

/**
 * The borrower has reviewed the closing disclosure (page review-app/signdocs): the e-sign envelope for the note is
 * created and the application moves to NOTE_SIGNING. Not while the flood certificate is outstanding (409: that page
 * is error/flood-cert); the applicant's own step (primaryParticipantAcceptComplete).
 */
export async function planAcceptClosing({
  deps,
  applicationId,
  aggregate,
  actor,
}: LoadedActionContext<typeof acceptClosingDisclosure>): Promise<ActionPlan | undefined> {
  if (aggregate.application.waitingOnFloodCert) return undefined;
  const envelope = await deps.providers.eSign.createEnvelope({
    reference: applicationId,
    subject: providerSubject(aggregate, deps.encryption),
    documents: [...CLOSING_DOCUMENTS],
  });
  const now = deps.clock.now();
  return {
    to: 'NOTE_SIGNING',
    changes: { primaryParticipantAcceptComplete: true, disclosurelistClosingReady: true },
    write: async (tx) => {
      await recordAudit(tx, deps.clock, {
        applicationId,
        actor,
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
}
