import { describe, expect, it } from 'vitest';
import { conditionCopy } from '../../src/application/conditions.ts';
import {
  isSignerConditionCategory,
  SIGNER_CONDITION_CATEGORIES,
  signerConditionCopy,
  signerRequestsText,
} from '../../src/signers/signer-conditions.ts';

describe("a signer's conditions (decision 237)", () => {
  it('a failed identity check is answered by the identity check again; the others as the borrower answers them', () => {
    expect(signerConditionCopy('ID_VERIFICATION_FAILURE')).toMatchObject({ action: 'IDENTITY', documentTypes: [] });
    for (const category of SIGNER_CONDITION_CATEGORIES.filter((c) => c !== 'ID_VERIFICATION_FAILURE')) {
      expect(signerConditionCopy(category)).toEqual(conditionCopy(category));
      expect(signerConditionCopy(category).action).toBe('UPLOAD_DOCUMENT');
    }
  });

  it('only what a signer can answer is a signer category', () => {
    expect(isSignerConditionCategory('IDENTITY_DOCUMENT_FRAUD_REVIEW')).toBe(true);
    expect(isSignerConditionCategory('BANK_ACCOUNT_FRAUD_REVIEW')).toBe(false);
    expect(isSignerConditionCategory('MISSING_PHONE_NUMBER')).toBe(false);
  });

  it('tells the borrower how many requests wait on a signer, not what they are', () => {
    expect(signerRequestsText(1)).toBe('1 request from us to answer');
    expect(signerRequestsText(3)).toBe('3 requests from us to answer');
  });
});
