import * as z from 'zod/mini';
import type { ServerStep } from '../server-steps/server-step.ts';
import { isCryptoHeloc } from '../shell-rules/crypto.ts';
import {
  ACCOUNT_VERIFICATION_STATUSES,
  AUTOPAY_REQUIRED,
  accountFormShape,
  confirmationMatches,
} from './disbursement-account.ts';

// AUTOPAY_ACCOUNT for a crypto-backed line (spec 000 §1 isCrypto, §4 "autopay account with no routing number and not
// crypto: bank/disburse; autopay: bank/autopay"; decision 239): nothing is paid into a bank account, so the only
// account asked for is the one the monthly payments are taken from, or none when the borrower pays by hand.

/** The bank step after income: a crypto-backed line has no payout account, only the autopay account (decision 239). */
export function bankAccountStep(application: {
  isCrypto?: boolean | null;
}): Extract<ServerStep, 'DISBURSEMENT_ACCOUNT' | 'AUTOPAY_ACCOUNT'> {
  return isCryptoHeloc(application) ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT';
}

/**
 * PUT …/v3/application/heloc/{uuid}/autopay-account. Autopay: the account with bank/disburse's own fields and rules
 * (the same shape and checks as its form, number typed twice). Paying by hand (spec 001 §3 payment mode MANUAL):
 * nothing else.
 */
export const autopayAccountBodySchema = z.discriminatedUnion(
  'autopay',
  [
    z.strictObject({ autopay: z.literal(true), ...accountFormShape }).check(confirmationMatches),
    z.strictObject({ autopay: z.literal(false) }),
  ],
  { error: AUTOPAY_REQUIRED },
);
export type AutopayAccountBody = z.infer<typeof autopayAccountBodySchema>;

/** The answer: the account checked (its last four only), or null when the borrower pays by hand. */
export const autopayAccountResultSchema = z.object({
  step: z.string(),
  account: z.nullable(
    z.object({
      uuid: z.string(),
      /** Last four digits only. */
      mask: z.string(),
      status: z.enum(ACCOUNT_VERIFICATION_STATUSES),
    }),
  ),
});
export type AutopayAccountResult = z.infer<typeof autopayAccountResultSchema>;
