import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationSchema } from '../../src/application/application.ts';
import { DECISIONS, SUB_DECISIONS } from '../../src/application/application-enums.ts';
import { isIdFrontDocument } from '../../src/application/document-types.ts';
import { applicationArbitrary } from './application-arbitrary.ts';

const UUID = '0b7c4f5e-8a1d-4c3b-9f2e-1a2b3c4d5e6f';

describe('application schema', () => {
  it('accepts an application that has only its uuid', () => {
    expect(applicationSchema.parse({ uuid: UUID })).toEqual({ uuid: UUID });
  });

  it('reads a filled application and drops fields it does not know', () => {
    const parsed = applicationSchema.parse({
      uuid: UUID,
      loanNumber: 'L-1',
      term: 30,
      amount: 50000,
      payType: 'AUTOPAY',
      consents: [{ type: 'SOFT_CREDIT' }],
      documents: [{ type: 'PERMANENT_RESIDENT_FRONT' }],
      disburseAccount: { uuid: 'd1', routingNumber: '021000021', mask: '1234' },
      coDeedStatus: 'COMPLETE',
      status: {
        uwDecision: 'APPROVED',
        uwSubDecision: 'VERIFIED_OFFER',
        giactAccountStatus: '',
        bpo: 'BPO_REQUIRED',
        checklistStatus: 'FUNDABLE',
      },
      secret: 'not part of the contract',
    });
    expect(parsed.status?.uwDecision).toBe('APPROVED');
    expect(parsed.disburseAccount?.mask).toBe('1234');
    expect(parsed).not.toHaveProperty('secret');
  });

  it.each([
    ['an unknown decision', { status: { uwDecision: 'MAYBE' } }],
    ['an unknown pay type', { payType: 'CASH' }],
    ['an unknown consent', { consents: [{ type: 'EMAIL' }] }],
    ['a uuid that is not one', { uuid: 'abc' }],
  ])('rejects %s', (_name, patch) => {
    expect(applicationSchema.safeParse({ uuid: UUID, ...patch }).success).toBe(false);
  });

  it('has the decision and sub-decision values of spec 001 §3', () => {
    expect(DECISIONS).toEqual([
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
    ]);
    expect(SUB_DECISIONS).toHaveLength(10);
  });

  it('treats the four ID fronts as proof of identity and the backs as not', () => {
    expect(
      ['DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT', 'PERMANENT_RESIDENT_FRONT'].every((t) =>
        isIdFrontDocument(t as never),
      ),
    ).toBe(true);
    expect(isIdFrontDocument('DRIVERS_LICENSE_BACK')).toBe(false);
  });

  it('parses every partial application the engine tests generate (property)', () => {
    fc.assert(
      fc.property(applicationArbitrary, (a) => {
        expect(applicationSchema.safeParse(a).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
