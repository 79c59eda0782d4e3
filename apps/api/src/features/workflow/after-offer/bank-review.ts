import { bankAccountStep } from '@lintel/domain/application/autopay-account';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { and, eq } from 'drizzle-orm';
import type { BankReviewResult } from '../../../providers/bank-verification/bank-verification.ts';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import { applicationAccounts } from '../../applications/tables/application-records.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { NotReadyError } from '../jobs/step-outcome.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { StepJob, StepJobOutcome } from '../steps/step-module.ts';
import type { ApplicationChanges } from '../steps/transition-service.ts';
import { raiseBankFraudReview } from './conditions.ts';
import { towardClosing } from './toward-closing.ts';

export const BANK_REVIEW_JOB = 'after-offer.bank-review-ends';
const ACTOR = { type: 'JOB', id: BANK_REVIEW_JOB } as const;

/**
 * The bank's manual review of a PENDING_REVIEW account (spec merchantReview -> waitMerchant, decision 234): the
 * borrower goes on to verify their identity while it runs (decision 114), and only the closing documents wait for it.
 * Answers the review's outcome for the latest payout account, or undefined when no review is open.
 */
export async function askBankReview(
  deps: WorkflowDeps,
  aggregate: ApplicationAggregate,
  now: Date,
): Promise<BankReviewResult | undefined> {
  if (aggregate.application.giactAccountStatus !== 'PENDING_REVIEW') return undefined;
  // The account under review: the payout account, or a crypto-backed line's autopay account (decision 239).
  const purpose = bankAccountStep(aggregate.application) === 'AUTOPAY_ACCOUNT' ? 'AUTOPAY' : 'DISBURSE';
  const account = aggregate.accounts
    .filter((a) => a.purpose === purpose)
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0];
  if (!account) return undefined;
  const subject = providerSubject(aggregate, deps.encryption);
  return deps.providers.bankVerification.reviewOutcome({
    subject,
    routingNumber: account.routingNumber,
    accountNumber: deps.encryption.decrypt(account.accountNumberEncrypted),
    accountHolderName: `${subject.firstName} ${subject.lastName}`,
    submittedAt: account.createdAt,
    now,
  });
}

/** When the bank said the open review would be done (the sandbox clock's next event), or undefined. */
export async function bankReviewEndsAt(deps: WorkflowDeps, applicationId: string): Promise<Date | undefined> {
  const aggregate = await loadApplication(deps.db, applicationId);
  if (!aggregate) return undefined;
  const review = await askBankReview(deps, aggregate, deps.clock.now());
  return review?.status === 'PENDING_REVIEW' ? review.expectedBy : undefined;
}

/** The review has ended: the accounts given with it carry its outcome. */
export async function recordReviewOutcome(
  tx: Transaction,
  applicationId: string,
  status: 'VERIFIED' | 'FAILED_VERIFICATION',
): Promise<void> {
  await tx
    .update(applicationAccounts)
    .set({ verificationStatus: status })
    .where(
      and(
        eq(applicationAccounts.applicationId, applicationId),
        eq(applicationAccounts.verificationStatus, 'PENDING_REVIEW'),
      ),
    );
}

export const REVIEW_AUDIT = 'provider.bank-verification.review';

/**
 * The wait itself: queued when identity is verified with the review still open, run when the bank said it would be
 * done. Still open: retried. Verified: on toward closing, as identity would have gone. Failed: back to the payout
 * account with BANK_ACCOUNT_FRAUD_REVIEW, as a failed first check does.
 */
export async function bankReviewEnd(
  deps: WorkflowDeps,
  applicationId: string,
): Promise<StepJobOutcome | undefined> {
  const aggregate = await loadApplication(deps.db, applicationId);
  const from: ServerStep = 'WAITING_FOR_BANK_VERIFICATION';
  if (aggregate?.application.serverStep !== from) return undefined;
  const now = deps.clock.now();
  const review = await askBankReview(deps, aggregate, now);
  if (review?.status === 'PENDING_REVIEW') throw new NotReadyError('The bank account review');
  if (review?.status === 'FAILED_VERIFICATION')
    return {
      from,
      to: bankAccountStep(aggregate.application),
      changes: { giactAccountStatus: 'FAILED_VERIFICATION' },
      audits: [{ action: REVIEW_AUDIT, after: { status: review.status, reason: review.reason } }],
      write: async (tx) => {
        await recordReviewOutcome(tx, applicationId, 'FAILED_VERIFICATION');
        await raiseBankFraudReview(tx, applicationId, review.reason, now);
      },
    };
  const next = await towardClosing(deps, aggregate);
  const changes: ApplicationChanges = { ...next.changes, giactAccountStatus: 'VERIFIED' };
  return {
    from,
    to: next.to,
    changes,
    audits: [{ action: REVIEW_AUDIT, after: { status: 'VERIFIED' } }, ...next.audits],
    write: (tx) => recordReviewOutcome(tx, applicationId, 'VERIFIED'),
  };
}

export const bankReviewJob: StepJob = { name: BANK_REVIEW_JOB, actor: ACTOR, run: bankReviewEnd };
