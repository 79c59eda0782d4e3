import { requiresBpoValuation } from '@lintel/domain/application/bpo-valuation';
import { isIdFrontDocument, type DocumentType } from '@lintel/domain/application/document-types';
import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import {
  ID_DOCUMENT_REQUIRED,
  type VerifyIdentityBody,
} from '@lintel/domain/application/identity-verification';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { raiseCondition } from './conditions.ts';
import { titleMove } from './title-check.ts';

const BPO_OUTSTANDING = new Set(['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS']);

/**
 * IDENTITY_VERIFICATION (decision 114), after the front of an ID is uploaded. FAILED: ID_VERIFICATION_FAILURE and
 * the step stays (a new document and a new check may follow). VERIFIED: a Texas property still needing its BPO ->
 * BPO_CONDITION (spec bpoEscalate); otherwise the title decides (title-check.ts).
 */
export async function planVerifyIdentity(
  context: PlanContext,
  body: VerifyIdentityBody,
  deps: WorkflowDeps,
): Promise<ActionPlan | ApiErrorItem[]> {
  const { aggregate } = context;
  const a = aggregate.application;
  if (!aggregate.documents.some((d) => isIdFrontDocument(d.type as DocumentType)))
    return [{ message: ID_DOCUMENT_REQUIRED, field: 'document' }];
  const now = deps.clock.now();
  const subject = providerSubject(aggregate, deps.encryption);
  const identity = await deps.providers.identityVerification.verifyIdentity({ subject });
  const audits: NonNullable<ActionPlan['audits']> = [
    { action: 'provider.identity-verification.verify', after: { idType: body.idType, ...identity } },
  ];
  if (identity.outcome === 'FAILED')
    return {
      audits,
      write: (tx) =>
        raiseCondition(
          tx,
          a.id,
          {
            category: 'ID_VERIFICATION_FAILURE',
            commentsToBorrower:
              'We could not verify your identity. Please upload a clear photo of a current ID.',
            notes: identity.reasons.join('; '),
            requestDocuments: true,
            numDocsRequired: 1,
          },
          now,
        ),
      answer: { outcome: 'FAILED' },
    };
  if (requiresBpoValuation(subject.propertyAddress.state) && a.bpo !== null && BPO_OUTSTANDING.has(a.bpo))
    return { to: 'BPO_CONDITION', audits, answer: { outcome: 'VERIFIED' } };
  const title = await deps.providers.title.titleReport({ subject });
  audits.push({ action: 'provider.title.report', after: { outcome: title.outcome } });
  const move = titleMove(title, false);
  return { ...move, audits, answer: { outcome: 'VERIFIED' } };
}
