import { randomUUID } from 'node:crypto';
import type { AutopayAccountBody } from '@lintel/domain/application/autopay-account';
import { applicationAccounts } from '../../applications/tables/application-records.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import { raiseBankFraudReview, resolveConditions } from './conditions.ts';
import { rateFor, verifyBankAccount } from './disbursement.ts';

/** The chosen term's rate for the payment mode (decision 166), re-priced as the payout account's answer does. */
async function repriced(
  context: PlanContext,
  deps: WorkflowDeps,
  autopay: boolean,
): Promise<string | undefined> {
  const a = context.aggregate.application;
  if (a.rate === null) return undefined;
  return String(rateFor(await currentOffers(deps.db, a.id), a.term, Number(a.rate), autopay));
}

/**
 * AUTOPAY_ACCOUNT of a crypto-backed line (decision 239): nothing is paid out to a bank account, so this is its only
 * bank step. Paying by hand (MANUAL) needs no account and goes on to IDENTITY_VERIFICATION. Autopay: the account is
 * checked by the bank sandbox while the borrower waits, exactly as the payout account is (decision 114): VERIFIED and
 * PENDING_REVIEW go on (a review holds the closing documents, decision 234), FAILED_VERIFICATION stays with
 * BANK_ACCOUNT_FRAUD_REVIEW. The number is stored encrypted, its last four in clear; a refused account is kept with
 * its outcome so the pages can say which one failed.
 */
export async function planAutopayAccount(
  context: PlanContext,
  body: AutopayAccountBody,
  deps: WorkflowDeps,
): Promise<ActionPlan> {
  const a = context.aggregate.application;
  const now = deps.clock.now();
  const rate = await repriced(context, deps, body.autopay);
  if (!body.autopay) {
    return {
      to: 'IDENTITY_VERIFICATION',
      // No account is in play any more: an earlier refused one's status no longer stands.
      changes: { payType: 'MANUAL', giactAccountStatus: '', ...(rate ? { rate } : {}) },
      audits: [{ action: 'application.payment-mode', after: { payType: 'MANUAL' } }],
      write: (tx) => resolveConditions(tx, a.id, 'BANK_ACCOUNT_FRAUD_REVIEW', now),
      answer: { account: null },
    };
  }
  const { result, last4, failed } = await verifyBankAccount(deps, context.aggregate, body);
  const id = randomUUID();
  return {
    to: failed ? undefined : 'IDENTITY_VERIFICATION',
    changes: {
      giactAccountStatus: result.status,
      ...(failed ? {} : { payType: 'AUTOPAY', ...(rate ? { rate } : {}) }),
    },
    audits: [
      {
        action: 'provider.bank-verification.verify',
        after: {
          purpose: 'AUTOPAY',
          status: result.status,
          verificationId: result.verificationId,
          accountMask: last4,
          reason: result.reason,
        },
      },
    ],
    write: async (tx) => {
      await tx.insert(applicationAccounts).values({
        id,
        applicationId: a.id,
        purpose: 'AUTOPAY',
        routingNumber: body.routingNumber,
        accountNumberEncrypted: deps.encryption.encrypt(body.accountNumber),
        accountLast4: last4,
        verificationStatus: result.status,
        createdAt: now,
      });
      if (failed) await raiseBankFraudReview(tx, a.id, result.reason, now);
    },
    answer: { account: { uuid: id, mask: last4, status: result.status } },
  };
}
