import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONDITION_CATEGORIES } from '../../src/application/application-enums.ts';
import {
  conditionCopy,
  conditionDocumentsBodySchema,
  conditionSchema,
  DOCUMENT_TYPE_LABELS,
  documentsNeeded,
} from '../../src/application/conditions.ts';
import { conditionPhoneBodySchema } from '../../src/application/collect-additional-info.ts';
import { isUploadableDocumentType } from '../../src/application/documents.ts';

describe('conditionCopy (decision 188)', () => {
  it.each(CONDITION_CATEGORIES)(
    '%s has a title, a plain text and an answer the borrower can give',
    (category) => {
      const copy = conditionCopy(category, { accountLast4: '4321' });
      expect(copy.title.length).toBeGreaterThan(10);
      expect(copy.text).toMatch(/^[A-Z].*\.$/);
      expect(copy.text).not.toMatch(/lorem|TODO|colour|licence/i);
      if (copy.action === 'UPLOAD_DOCUMENT') {
        expect(copy.documentTypes.length).toBeGreaterThan(0);
        for (const type of copy.documentTypes) {
          expect(isUploadableDocumentType(type)).toBe(true);
          expect(DOCUMENT_TYPE_LABELS[type]).toEqual(expect.any(String));
        }
      } else expect(copy.documentTypes).toEqual([]);
    },
  );

  it('titles are all different, and only the phone and the escalation need no document', () => {
    const copies = CONDITION_CATEGORIES.map((c) => conditionCopy(c));
    expect(new Set(copies.map((c) => c.title)).size).toBe(CONDITION_CATEGORIES.length);
    expect(conditionCopy('MISSING_PHONE_NUMBER').action).toBe('PHONE_NUMBER');
    expect(conditionCopy('ESCALATION_REVIEW').action).toBe('NONE');
    expect(copies.filter((c) => c.action === 'UPLOAD_DOCUMENT')).toHaveLength(10);
  });

  it('bank fraud: ownership of the account ending in its last four could not be verified, never more digits', () => {
    expect(conditionCopy('BANK_ACCOUNT_FRAUD_REVIEW', { accountLast4: '6789' }).text).toMatch(
      /^Ownership of the account ending in 6789 could not be verified\./,
    );
    for (const unusable of [undefined, null, '', '123456789', '12a4'])
      expect(conditionCopy('BANK_ACCOUNT_FRAUD_REVIEW', { accountLast4: unusable }).text).toMatch(
        /^Ownership of the bank account you gave us could not be verified\./,
      );
  });
});

describe('condition schemas', () => {
  it('the answer has the spec fields and no notes', () => {
    const condition = {
      uuid: 'a',
      categoryEnum: 'MISSING_PHONE_NUMBER',
      created: '2026-11-26T10:00:00.000Z',
      resolved: null,
      title: 't',
      text: 'x',
      commentsToBorrower: null,
      requestDocuments: false,
      actionNeeded: true,
      action: 'PHONE_NUMBER',
      documentTypes: [],
      xtraData: { numDocsRequired: 0 },
      notes: 'internal',
    };
    const parsed = z.parse(conditionSchema, condition);
    expect(parsed).not.toHaveProperty('notes');
    expect(z.safeParse(conditionSchema, { ...condition, categoryEnum: 'OTHER' }).success).toBe(false);
  });

  it('the phone takes start/contact rules; documents need at least one uuid', () => {
    expect(z.safeParse(conditionPhoneBodySchema, { phoneNumber: '(312) 555-0188' }).success).toBe(true);
    const country = z.safeParse(conditionPhoneBodySchema, { phoneNumber: '13125550188' });
    expect(country.error?.issues[0]?.message).toBe('Country code 1 is not needed');
    expect(z.safeParse(conditionPhoneBodySchema, { phoneNumber: '3125550188', extra: 1 }).success).toBe(
      false,
    );
    expect(z.safeParse(conditionDocumentsBodySchema, { documentUuids: [] }).error?.issues[0]?.message).toBe(
      'Upload at least one document',
    );
    expect(z.safeParse(conditionDocumentsBodySchema, { documentUuids: ['x'] }).success).toBe(false);
    expect(documentsNeeded(0)).toBe(1);
    expect(documentsNeeded(3)).toBe(3);
  });
});
