import * as z from 'zod/mini';

// DISBURSEMENT_ACCOUNT (pages bank/disburse, bank/autopay, bank/confirm): where the line pays out, and whether
// payments are taken from the same account automatically. The account number is stored encrypted; only its last four
// come back (decisions 114 and 186).

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ROUTING_NUMBER_INVALID = 'Please enter a valid 9-digit routing number';
export const ACCOUNT_NUMBER_INVALID = 'Please enter a valid account number (4 to 17 digits)';
export const ACCOUNT_NUMBER_MISMATCH = "Account numbers don't match";
export const ACCOUNT_TYPE_REQUIRED = 'Please select the account type';
export const AUTOPAY_REQUIRED = 'Please choose whether to pay automatically';

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number) as number[];
  const sum = (i: number) => (d[i] ?? 0) + (d[i + 3] ?? 0) + (d[i + 6] ?? 0);
  return (3 * sum(0) + 7 * sum(1) + sum(2)) % 10 === 0;
}

/** The one routing-number field rule, for the form, the body and the bank-name lookup alike. */
export const routingNumberSchema = z
  .string()
  .check(z.trim(), z.refine(isValidRoutingNumber, ROUTING_NUMBER_INVALID));

/** "••••6789": how an account number is shown once given (decision 186): its last four only. */
export function maskedAccount(last4: string): string {
  return `••••${last4}`;
}

/**
 * PUT …/v3/application/heloc/{uuid}/disbursement-account. The number is typed twice on bank/disburse; the
 * confirmation is checked here too, so the server refuses a mismatch in the page's words. It is optional for callers
 * that are not a form (the demo personas' drivers), never stored.
 */
export const disbursementAccountBodySchema = z
  .strictObject({
    routingNumber: routingNumberSchema,
    accountNumber: z.string().check(z.trim(), z.regex(/^\d{4,17}$/, ACCOUNT_NUMBER_INVALID)),
    accountNumberConfirmation: z.optional(z.string().check(z.trim())),
    accountType: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_TYPE_REQUIRED }),
    /** Take the monthly payments from this account (payType AUTOPAY); false means MANUAL. */
    autopay: z.boolean({ error: AUTOPAY_REQUIRED }),
  })
  .check(
    z.refine(
      (body) =>
        body.accountNumberConfirmation === undefined || body.accountNumberConfirmation === body.accountNumber,
      {
        message: ACCOUNT_NUMBER_MISMATCH,
        path: ['accountNumberConfirmation'],
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      },
    ),
  );
export type DisbursementAccountBody = z.infer<typeof disbursementAccountBodySchema>;

/** The account's own fields, as bank/disburse asks them: one shape for this form and the autopay account's body. */
export const accountFormShape = {
  routingNumber: routingNumberSchema,
  accountNumber: z.string().check(z.trim(), z.regex(/^\d{4,17}$/, ACCOUNT_NUMBER_INVALID)),
  accountNumberConfirmation: z.string().check(z.trim()),
  accountType: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_TYPE_REQUIRED }),
};

/** The number typed twice must match; said beneath the confirmation. */
export const confirmationMatches = z.refine<{ accountNumber: string; accountNumberConfirmation: string }>(
  (form) => form.accountNumberConfirmation === form.accountNumber,
  {
    message: ACCOUNT_NUMBER_MISMATCH,
    path: ['accountNumberConfirmation'],
    // Said with the other fields' messages, not only once they are right: one round of corrections, not two.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  },
);

/** bank/disburse's own fields: the body without the payment mode, which bank/autopay asks next. */
export const disbursementAccountFormSchema = z.strictObject(accountFormShape).check(confirmationMatches);
export type DisbursementAccountForm = z.infer<typeof disbursementAccountFormSchema>;

export const ACCOUNT_VERIFICATION_STATUSES = ['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION'] as const;
export type AccountVerificationStatus = (typeof ACCOUNT_VERIFICATION_STATUSES)[number];

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

/** GET …/bank-routing/{routingNumber}: the bank a routing number belongs to (decision 186). */
export const bankRoutingParamsSchema = z.object({ uuid: z.uuid(), routingNumber: routingNumberSchema });

export const bankRoutingSchema = z.object({
  routingNumber: z.string(),
  /** Null when the number is valid but the directory does not know it: the borrower may still go on. */
  bankName: z.nullable(z.string()),
});
export type BankRouting = z.infer<typeof bankRoutingSchema>;
