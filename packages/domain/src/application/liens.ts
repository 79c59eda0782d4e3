import * as z from 'zod/mini';

/**
 * The loans and liens found against the home (page liens, issue 16): what the title search found in public records
 * and what the credit report lists as mortgages, matched by position, for the borrower to confirm (decision 173).
 */
export const LIEN_TYPES = ['MORTGAGE', 'HELOC', 'TAX_LIEN', 'JUDGMENT'] as const;
export const LIEN_SOURCES = ['TITLE', 'CREDIT', 'BOTH'] as const;

export const foundLienSchema = z.object({
  /** The lender or claimant holding it. */
  holder: z.string(),
  type: z.enum(LIEN_TYPES),
  /** 1 for the first lien; null when the credit report alone lists it. */
  position: z.nullable(z.number()),
  /** Dollars: the unpaid balance. */
  balance: z.number(),
  /** Dollars a month, from the credit report; null when only the title search found it. */
  monthlyPayment: z.nullable(z.number()),
  /** ISO date it was recorded, from the title search. */
  recordedDate: z.nullable(z.string()),
  /** Where we found it: public records (TITLE), the credit report (CREDIT), or both. */
  source: z.enum(LIEN_SOURCES),
  /** It must be paid off from the line when it opens (a tax lien, a judgment). */
  mustBePaidOff: z.boolean(),
});
export type FoundLien = z.infer<typeof foundLienSchema>;

/** Another lender's recent hard inquiry on the credit report (decision 235): ISO date. */
export const creditInquirySchema = z.object({ creditor: z.string(), date: z.string() });
export type CreditInquiry = z.infer<typeof creditInquirySchema>;

/**
 * GET …/liens: the liens found, whether the title search has answered yet, and the hard pull's recent inquiries that
 * the borrower attests to (empty before the hard pull or when it lists none).
 */
export const foundLiensSchema = z.object({
  liens: z.array(foundLienSchema),
  titleSearch: z.enum(['COMPLETE', 'PENDING']),
  inquiries: z._default(z.array(creditInquirySchema), []),
});

/** POST …/liens/attest (lien attestation, decision 235): whether a recent inquiry led to new credit. */
export const NEW_CREDIT_REQUIRED = 'Tell us whether you opened new credit';
export const liensAttestationBodySchema = z.object({
  newCredit: z.boolean({ error: NEW_CREDIT_REQUIRED }),
});
export type LiensAttestationBody = z.infer<typeof liensAttestationBodySchema>;

/** confirmLiens while an attestation is open: the page asks the inquiry question instead. */
export const ATTESTATION_PENDING = 'Answer the question about the recent credit inquiry first.';
export type FoundLiens = z.infer<typeof foundLiensSchema>;

export const LIEN_TYPE_LABELS: Readonly<Record<(typeof LIEN_TYPES)[number], string>> = {
  MORTGAGE: 'Mortgage',
  HELOC: 'Home-equity line of credit',
  TAX_LIEN: 'Tax lien',
  JUDGMENT: 'Judgment lien',
};
