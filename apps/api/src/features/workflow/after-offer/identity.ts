import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import {
  ID_BACK_REQUIRED,
  ID_DOCUMENT_REQUIRED,
  ID_REUPLOAD_REQUIRED,
  ID_TYPE_DOCUMENTS,
  type VerifyIdentityBody,
} from '@lintel/domain/application/identity-verification';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { applicationConditions } from '../../applications/tables/application-records.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { raiseCondition, resolveConditions } from './conditions.ts';
import { towardClosing } from './toward-closing.ts';
import { askBankReview, BANK_REVIEW_JOB, recordReviewOutcome, REVIEW_AUDIT } from './bank-review.ts';
import { pricingPolicyFor } from '../../pricing/pricing-store.ts';

const BPO_OUTSTANDING = new Set(['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS']);

/**
 * IDENTITY_VERIFICATION (decision 114), after the front of an ID is uploaded. FAILED: ID_VERIFICATION_FAILURE and
 * the step stays (a new document and a new check may follow). VERIFIED: a property in one of the lender's BPO
 * states (Texas and any its policy adds) still needing its BPO ->
 * BPO_CONDITION (spec bpoEscalate); a payout account still in the bank's review -> WAITING_FOR_BANK_VERIFICATION
 * (bank-review.ts); otherwise a recent inquiry to attest, or the title (toward-closing.ts).
 */
export async function planVerifyIdentity(
  context: PlanContext,
  body: VerifyIdentityBody,
  deps: WorkflowDeps,
): Promise<ActionPlan | ApiErrorItem[]> {
  const { aggregate } = context;
  const a = aggregate.application;
  // The chosen ID's own sides (decision 206): a passport's page, or a card's front and back.
  const sides = ID_TYPE_DOCUMENTS[body.idType];
  const fronts = aggregate.documents.filter((d) => d.type === sides.front);
  if (fronts.length === 0) return [{ message: ID_DOCUMENT_REQUIRED, field: 'document' }];
  if (sides.back && !aggregate.documents.some((d) => d.type === sides.back))
    return [{ message: ID_BACK_REQUIRED, field: 'document-back' }];
  // Spec idReUpload: after a failed check, only a photo taken since is worth checking again.
  const [failure] = await deps.db
    .select({ createdAt: applicationConditions.createdAt })
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationId, a.id),
        eq(applicationConditions.category, 'ID_VERIFICATION_FAILURE'),
        isNull(applicationConditions.resolvedAt),
        isNull(applicationConditions.signerInvitationId),
      ),
    )
    .orderBy(desc(applicationConditions.createdAt))
    .limit(1);
  if (failure && !fronts.some((d) => d.createdAt > failure.createdAt))
    return [{ message: ID_REUPLOAD_REQUIRED, field: 'document' }];
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
            notes: identity.reasons.join('; '),
            requestDocuments: true,
            numDocsRequired: 1,
          },
          now,
        ),
      answer: { outcome: 'FAILED' },
    };
  // A failure asked for the ID again; once verified, that request is answered (the documents page lists it no more).
  const clearFailure = (tx: Parameters<NonNullable<ActionPlan['write']>>[0]) =>
    resolveConditions(tx, a.id, 'ID_VERIFICATION_FAILURE', now);
  // The lender's BPO states, from the policy the application is priced on (decision 223).
  const policy = await pricingPolicyFor(deps.db, a, now.toISOString().slice(0, 10));
  const bpoState = policy.creditPolicy.bpoStates.includes(subject.propertyAddress.state.toUpperCase());
  if (bpoState && a.bpo !== null && BPO_OUTSTANDING.has(a.bpo))
    return { to: 'BPO_CONDITION', audits, write: clearFailure, answer: { outcome: 'VERIFIED' } };
  // A bank account still in review holds the closing documents, not the borrower (decision 234, spec waitMerchant).
  const review = await askBankReview(deps, aggregate, now);
  if (review && review.status !== 'VERIFIED')
    return {
      to: 'WAITING_FOR_BANK_VERIFICATION',
      audits,
      write: async (tx) => {
        await clearFailure(tx);
        const startAfter = review.status === 'PENDING_REVIEW' ? review.expectedBy : now;
        await deps.queue.send(
          BANK_REVIEW_JOB,
          { applicationId: a.id },
          {
            singletonKey: `${a.id}:${BANK_REVIEW_JOB}`,
            retryLimit: 8,
            retryDelay: 30,
            retryBackoff: true,
            startAfter,
          },
          tx,
        );
      },
      answer: { outcome: 'VERIFIED' },
    };
  const next = await towardClosing(deps, aggregate);
  audits.push(...next.audits);
  const move = { to: next.to, changes: next.changes };
  if (!review) return { ...move, audits, write: clearFailure, answer: { outcome: 'VERIFIED' } };
  audits.push({ action: REVIEW_AUDIT, after: { status: 'VERIFIED' } });
  return {
    ...move,
    changes: { ...move.changes, giactAccountStatus: 'VERIFIED' },
    audits,
    write: async (tx) => {
      await clearFailure(tx);
      await recordReviewOutcome(tx, a.id, 'VERIFIED');
    },
    answer: { outcome: 'VERIFIED' },
  };
}
