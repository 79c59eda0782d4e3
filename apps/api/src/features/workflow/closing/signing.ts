import type { signNote } from '@lintel/domain/api/endpoints/closing-actions';
import {
  SIGNED_NAME_MISMATCH,
  SIGNING_DECLINED,
  signedNameMatches,
} from '@lintel/domain/application/signing';
import { recordAudit } from '../../audit/audit-log.ts';
import { coDeedCounts } from '../../applications/signer-progress.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { ActionRejected, type ActionPlan, type LoadedActionContext } from '../steps/step-module.ts';
import { postgresFileStore } from '../../../platform/storage/postgres-file-store.ts';
import { CLOSING_DOCUMENTS } from './closing-documents.ts';
import { findClosing, saveClosing } from './closing-repository.ts';
import { prepareSignedCopies } from './documents/signed-documents.ts';

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
  request,
}: LoadedActionContext<typeof signNote>): Promise<ActionPlan> {
  const subject = providerSubject(aggregate, deps.encryption);
  // A co-signer typing the applicant's name would sign as them: they sign in their own area.
  const borrower = aggregate.borrower;
  if (!borrower || !signedNameMatches(body.signedName, borrower.firstName, borrower.lastName)) {
    throw new ActionRejected(SIGNED_NAME_MISMATCH, 'signedName');
  }
  const now = deps.clock.now();
  const closing = await findClosing(deps.db, applicationId);
  // Applications placed at NOTE_SIGNING by other means (agents, data fixes) get their envelope here.
  const envelopeId =
    closing?.envelopeId ??
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
  // The package as the borrower read it, kept with who signed it, when and from where (decision 190).
  const files = deps.files ?? postgresFileStore;
  const copies = await prepareSignedCopies(deps.db, {
    aggregate,
    closing,
    organisation: request.organisation,
    signer: {
      identityId: aggregate.application.primaryIdentityId,
      name: [borrower.firstName, borrower.middleName, borrower.lastName, borrower.suffix].filter(Boolean).join(' '),
      ipAddress: request.ip,
    },
    envelopeId,
    now,
  });
  // Issue 19: with invited signers still to finish, the application waits for them (signing/additional); the last
  // one's notary booking moves it on (features/signers/co-deed-completion.ts).
  const coDeed = await coDeedCounts(deps.db, applicationId);
  return {
    ...(coDeed.pending > 0
      ? {
          to: 'WAITING_FOR_CO_DEED' as const,
          changes: { disclosurelistClosingComplete: true, coDeedStatus: 'IN_PROGRESS' },
        }
      : {
          to: 'NOTARY_DISCLOSURE' as const,
          changes: {
            disclosurelistClosingComplete: true,
            disclosurelistNotaryReady: true,
            ...(coDeed.invited > 0 ? { coDeedStatus: 'COMPLETE' } : {}),
          },
        }),
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
      await copies.write(tx, files);
    },
    undo: () => copies.undo(files),
  };
}
