import * as z from 'zod/mini';
import { isCryptoHeloc } from '../../shell-rules/crypto.ts';
import { hasAutopayAccount } from '../../step-engine/application-facts.ts';
import type { Application } from '../application.ts';

/**
 * The application's bank accounts as every page names them (decision 239): where the funds are paid, and how the
 * monthly payments are made. A crypto-backed line has no payout account, so no page speaks of one; its pages name the
 * autopay account. Part of the standing (decision 172), so bank/confirm, the hold, the home and the complete page
 * agree.
 */
export const standingAccountsSchema = z.object({
  /** Crypto-backed (spec 001 §1): nothing is paid into a bank account. */
  cryptoBacked: z.boolean(),
  /** The payout account's last four; null when crypto-backed or not given yet. */
  payoutMask: z.nullable(z.string()),
  /** How the monthly payments are made (spec 001 §3 payment modes), once chosen. */
  payments: z.nullable(z.enum(['AUTOPAY', 'MANUAL'])),
  /** The last four of the account autopay takes the payments from, once given and not refused by the bank. */
  autopayMask: z.nullable(z.string()),
});
export type StandingAccounts = z.infer<typeof standingAccountsSchema>;

export function standingAccounts(application: Application): StandingAccounts {
  const cryptoBacked = isCryptoHeloc(application);
  const payments =
    application.payType === 'AUTOPAY' || application.payType === 'MANUAL' ? application.payType : null;
  const autopayMask =
    payments === 'AUTOPAY' && hasAutopayAccount(application)
      ? (application.autopayAccount?.mask ??
        (cryptoBacked ? null : (application.disburseAccount?.mask ?? null)))
      : null;
  return {
    cryptoBacked,
    payoutMask: cryptoBacked ? null : (application.disburseAccount?.mask ?? null),
    payments,
    autopayMask,
  };
}
