import * as z from 'zod/mini';

// DISBURSEMENT_ACCOUNT (pages bank/disburse, bank/autopay): where the line pays out, and whether payments are taken
// from the same account automatically. The account number is stored encrypted; only its last four come back.

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export const ROUTING_NUMBER_INVALID = 'Please enter a valid 9-digit routing number';
export const ACCOUNT_NUMBER_INVALID = 'Please enter a valid account number (4 to 17 digits)';
export const ACCOUNT_TYPE_REQUIRED = 'Please select the account type';
export const AUTOPAY_REQUIRED = 'Please choose whether to pay automatically';

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const sum = (i: number) => (d[i] ?? 0) + (d[i + 3] ?? 0) + (d[i + 6] ?? 0);
  return (3 * sum(0) + 7 * sum(1) + sum(2)) % 10 === 0;
}

/** PUT …/v3/application/heloc/{uuid}/disbursement-account. */
export const disbursementAccountBodySchema = z.strictObject({
  routingNumber: z.string().check(z.trim(), z.refine(isValidRoutingNumber, ROUTING_NUMBER_INVALID)),
  accountNumber: z.string().check(z.trim(), z.regex(/^\d{4,17}$/, ACCOUNT_NUMBER_INVALID)),
  accountType: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_TYPE_REQUIRED }),
  /** Take the monthly payments from this account (payType AUTOPAY); false means MANUAL. */
  autopay: z.boolean({ error: AUTOPAY_REQUIRED }),
});
export type DisbursementAccountBody = z.infer<typeof disbursementAccountBodySchema>;

export const ACCOUNT_VERIFICATION_STATUSES = ['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION'] as const;

export const disbursementAccountResultSchema = z.object({
  step: z.string(),
  account: z.object({
    uuid: z.string(),
    /** Last four digits only. */
    mask: z.string(),
    status: z.enum(ACCOUNT_VERIFICATION_STATUSES),
  }),
});
export type DisbursementAccountResult = z.infer<typeof disbursementAccountResultSchema>;
