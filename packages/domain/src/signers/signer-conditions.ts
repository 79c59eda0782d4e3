import type { ConditionCategory } from '../application/application-enums.ts';
import { conditionCopy, type ConditionCopy } from '../application/conditions.ts';

/**
 * Conditions raised against an additional signer (issue 19, decision 237): answered in the signer's own area
 * (spec 001 §2 "/heloc-signer/conditions/{location}": index, upload-document and identity), never by the borrower.
 * Only what a signer can answer is raised against one: their identity, their ID, a document about themselves or
 * their ownership. The database checks the same list.
 */
export const SIGNER_CONDITION_CATEGORIES = [
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
] as const satisfies readonly ConditionCategory[];
export type SignerConditionCategory = (typeof SIGNER_CONDITION_CATEGORIES)[number];

export function isSignerConditionCategory(category: string): category is SignerConditionCategory {
  return (SIGNER_CONDITION_CATEGORIES as readonly string[]).includes(category);
}

/**
 * A signer's words for a category: the borrower's (decision 188), except that a failed identity check is answered on
 * conditions/identity, the signer's own identity check run again (the borrower's ID upload is not theirs).
 */
export function signerConditionCopy(category: SignerConditionCategory): ConditionCopy {
  if (category === 'ID_VERIFICATION_FAILURE')
    return {
      title: 'Verify your identity',
      text: 'We could not verify your identity from the ID you sent. Take a new photo of your ID and we will check it again.',
      action: 'IDENTITY',
      documentTypes: [],
    };
  return conditionCopy(category);
}

/** The borrower's words for a signer's open requests, on the signers page (the application waits on them). */
export function signerRequestsText(count: number): string {
  return count === 1 ? '1 request from us to answer' : `${count} requests from us to answer`;
}
