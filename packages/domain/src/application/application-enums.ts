import * as z from 'zod/mini';

// The vocabularies of spec 000 §3 and spec 001 §3. The server's underwriting (apps/api/.../decision-types.ts)
// carries the same decision values; it is meant to re-export these.

export const DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export const decisionSchema = z.enum(DECISIONS);
export type Decision = z.infer<typeof decisionSchema>;

export const SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;
export const subDecisionSchema = z.enum(SUB_DECISIONS);
export type SubDecision = z.infer<typeof subDecisionSchema>;

/** Property valuation status; absent means no valuation is outstanding (see decision 040). */
export const BPO_STATUSES = ['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING'] as const;
export const bpoStatusSchema = z.enum(BPO_STATUSES);
export type BpoStatus = z.infer<typeof bpoStatusSchema>;

/** Title work is not enumerated by the spec; only "processing" matters to the engine (decision 040). */
export const TITLE_STATUSES = ['TITLE_ORDERED', 'TITLE_PROCESSING', 'TITLE_COMPLETE'] as const;
export const titleStatusSchema = z.enum(TITLE_STATUSES);
export type TitleStatus = z.infer<typeof titleStatusSchema>;

/** Bank-account verification; the spec allows the empty string as "not checked yet". */
export const ACCOUNT_STATUSES = ['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION', ''] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const CHECKLIST_STATUSES = ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE'] as const;
export const checklistStatusSchema = z.enum(CHECKLIST_STATUSES);
export type ChecklistStatus = z.infer<typeof checklistStatusSchema>;

export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'REVIEW_TRUST_REQUIREMENTS',
  'ESCALATION_REVIEW',
] as const;
export const conditionCategorySchema = z.enum(CONDITION_CATEGORIES);
export type ConditionCategory = z.infer<typeof conditionCategorySchema>;

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof employmentTypeSchema>;

export const PAY_TYPES = ['AUTOPAY', 'MANUAL'] as const;
export const payTypeSchema = z.enum(PAY_TYPES);
export type PayType = z.infer<typeof payTypeSchema>;

export const CONSENT_TYPES = ['SOFT_CREDIT', 'HARD_CREDIT'] as const;
export const consentTypeSchema = z.enum(CONSENT_TYPES);
export type ConsentType = z.infer<typeof consentTypeSchema>;

/** Spec 001 §3 "verification INITIAL, IN_PROGRESS, COMPLETE": used for the co-deed status. */
export const VERIFICATION_STATUSES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
