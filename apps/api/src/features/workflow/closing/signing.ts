import type { signNote } from '@lintel/domain/api/endpoints/closing-actions';
import {
  SIGNED_NAME_MISMATCH,
  SIGNING_DECLINED,
  signedNameMatches,
} from '@lintel/domain/application/signing';
import { recordAudit } from '../../audit/audit-log.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { ActionRejected, type ActionPlan, type LoadedActionContext } from '../steps/step-module.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { findClosing, saveClosing } from './closing-repository.ts';

/**
 * The note's signing ceremony (page signing/sign): the typed name must be the applicant's; the e-sign provider's
 * completion event closes the closing disclosure list and opens the notary disclosures (NOTARY_DISCLOSURE).
 */
export async function planSignNote({
  deps,
  applicationId,
  aggregate,
  actor,
  body,
}: LoadedActionContext<typeof signNote>): Promise<ActionPlan> {
  const subject = providerSubject(aggregate, deps.encryption);
  // A co-signer typing the applicant's name would sign as them: they sign in their own area.
  const borrower = aggregate.borrower;
  if (!borrower || !signedNameMatches(body.signedName, borrower.firstName, borrower.lastName)) {
    throw new ActionRejected(SIGNED_NAME_MISMATCH, 'signedName');
  }
  const now = deps.clock.now();
  // Applications placed at NOTE_SIGNING by other means (agents, data fixes) get their envelope here.
  const envelopeId =
    (await findClosing(deps.db, applicationId))?.envelopeId ??
    (
      await deps.providers.eSign.createEnvelope({
        reference: applicationId,
        subject,
        documents: [...CLOSING_DOCUMENTS],
      })
    ).envelopeId;
  const completion = await deps.providers.eSign.sign({
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
      await recordAudit(tx, deps.clock, {
        applicationId,
        actor,
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
}
