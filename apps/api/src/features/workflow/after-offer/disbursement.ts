import { randomUUID } from 'node:crypto';
import type { DisbursementAccountBody } from '@lintel/domain/application/disbursement-account';
import type { Offer } from '@lintel/domain/application/offer';
import { chosenOffer } from '@lintel/domain/loan-math/chosen-offer';
import { offerRate } from '@lintel/domain/loan-math/offer-figures';
import { applicationAccounts } from '../../applications/tables/application-records.ts';
import { currentOffers } from '../../applications/offer-repository.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { raiseBankFraudReview } from './conditions.ts';

/** The rate of the chosen term for a payment mode: the domain's one rule (decision 166), AUTOPAY with its discount. */
/** The bank verification of an account the borrower gave, in their name (payout or autopay account). */
export async function verifyBankAccount(
  deps: WorkflowDeps,
  aggregate: PlanContext['aggregate'],
  body: { routingNumber: string; accountNumber: string },
) {
  const subject = providerSubject(aggregate, deps.encryption);
  const result = await deps.providers.bankVerification.verifyAccount({
    subject,
    routingNumber: body.routingNumber,
    accountNumber: body.accountNumber,
    accountHolderName: `${subject.firstName} ${subject.lastName}`,
  });
  return { result, last4: body.accountNumber.slice(-4), failed: result.status === 'FAILED_VERIFICATION' };
}

export function rateFor(offers: Offer[], term: number | null, rate: number, autopay: boolean): number {
  const offer = chosenOffer(offers, { term, rate });
  return offer ? offerRate(offer, autopay ? 'AUTOPAY' : 'MANUAL') : rate;
}

/**
 * DISBURSEMENT_ACCOUNT (decision 114): the bank sandbox checks the account while the borrower waits. VERIFIED and
 * PENDING_REVIEW go on to IDENTITY_VERIFICATION (a review does not hold the journey; funding waits for it);
 * FAILED_VERIFICATION stays, with BANK_ACCOUNT_FRAUD_REVIEW. The number is stored encrypted, its last four in clear;
 * autopay uses the same account, and switching the payment mode re-prices the rate with or without the discount.
 */
export async function planDisbursement(
  context: PlanContext,
  body: DisbursementAccountBody,
  deps: WorkflowDeps,
): Promise<ActionPlan> {
  const { aggregate } = context;
  const a = aggregate.application;
  const now = deps.clock.now();
  const { result, last4, failed } = await verifyBankAccount(deps, aggregate, body);
  const id = randomUUID();
  const payType = body.autopay ? 'AUTOPAY' : 'MANUAL';
  const rate =
    a.rate === null
      ? null
      : rateFor(await currentOffers(deps.db, a.id), a.term, Number(a.rate), body.autopay);
  const account = (purpose: 'DISBURSE' | 'AUTOPAY', accountId: string) => ({
    id: accountId,
    applicationId: a.id,
    purpose,
    routingNumber: body.routingNumber,
    accountNumberEncrypted: deps.encryption.encrypt(body.accountNumber),
    accountLast4: last4,
    verificationStatus: result.status,
    createdAt: now,
  });
  return {
    to: failed ? undefined : 'IDENTITY_VERIFICATION',
    changes: {
      giactAccountStatus: result.status,
      ...(failed ? {} : { payType, ...(rate === null ? {} : { rate: String(rate) }) }),
    },
    audits: [
      {
        action: 'provider.bank-verification.verify',
        after: {
          status: result.status,
          verificationId: result.verificationId,
          accountMask: last4,
          reason: result.reason,
        },
      },
    ],
    write: async (tx) => {
      await tx.insert(applicationAccounts).values(account('DISBURSE', id));
      if (body.autopay && !failed)
        await tx.insert(applicationAccounts).values(account('AUTOPAY', randomUUID()));
      if (failed) await raiseBankFraudReview(tx, a.id, result.reason, now);
    },
    answer: { account: { uuid: id, mask: last4, status: result.status } },
  };
}
