import type { LiensAttestationBody } from '@lintel/domain/application/liens';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import { raiseCondition } from './conditions.ts';
import { towardClosing } from './toward-closing.ts';

/**
 * Lien attestation (spec lienAttestation, decision 235): the hard pull listed another lender's recent inquiry, and
 * the borrower says whether it led to new credit. Either answer completes the attestation and goes on toward the
 * closing documents; "yes" asks for a letter about the new debt (HARD_CREDIT_INQUIRY_REVIEW), which an underwriter
 * reviews before funding. No attestation open: not available (409).
 */
export async function planLiensAttestation(
  context: PlanContext,
  body: LiensAttestationBody,
  deps: WorkflowDeps,
): Promise<ActionPlan | undefined> {
  const a = context.aggregate.application;
  if (!a.inquiryAttestNeeded || a.inquiryAttestComplete) return undefined;
  const now = deps.clock.now();
  const next = await towardClosing(deps, context.aggregate, { attested: true });
  return {
    to: next.to,
    changes: { ...next.changes, inquiryAttestComplete: true },
    audits: [{ action: 'liens.attest', after: { newCredit: body.newCredit } }, ...next.audits],
    ...(body.newCredit
      ? {
          write: (tx) =>
            raiseCondition(
              tx,
              a.id,
              { category: 'HARD_CREDIT_INQUIRY_REVIEW', requestDocuments: true, numDocsRequired: 1 },
              now,
            ),
        }
      : {}),
  };
}
