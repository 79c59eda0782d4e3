import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { ApplicationChanges } from '../steps/transition-service.ts';
import { titleMove } from './title-check.ts';

export interface TowardClosing {
  to: ServerStep;
  changes: ApplicationChanges;
  audits: Omit<AuditEntry, 'applicationId' | 'actor'>[];
}

/**
 * The last stop before the closing documents, once identity is verified and the bank's review is over (spec
 * merchantReviewed -> lienAttestation -> waitSign): a recent inquiry still to attest goes to page liens
 * (LIEN_VERIFICATION in its attestation role, decisions 187 and 235); otherwise the title decides (title-check.ts).
 */
export async function towardClosing(
  deps: WorkflowDeps,
  aggregate: ApplicationAggregate,
  { attested = false }: { attested?: boolean } = {},
): Promise<TowardClosing> {
  const a = aggregate.application;
  if (a.inquiryAttestNeeded && !a.inquiryAttestComplete && !attested)
    return { to: 'LIEN_VERIFICATION', changes: {}, audits: [] };
  const title = await deps.providers.title.titleReport({
    subject: providerSubject(aggregate, deps.encryption),
  });
  const move = titleMove(title, false);
  return {
    to: move.to,
    changes: move.changes,
    audits: [{ action: 'provider.title.report', after: { outcome: title.outcome } }],
  };
}
