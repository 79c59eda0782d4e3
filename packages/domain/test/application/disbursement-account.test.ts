import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_MISMATCH,
  bankRoutingParamsSchema,
  disbursementAccountBodySchema,
  disbursementAccountFormSchema,
  isValidRoutingNumber,
  maskedAccount,
  ROUTING_NUMBER_INVALID,
} from '../../src/application/disbursement-account.ts';
import { chosenOffer } from '../../src/loan-math/chosen-offer.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);

describe('ABA routing number checksum (3-7-1 weights)', () => {
  // 0·3+2·7+1·1 + 0·3+0·7+0·1 + 0·3+2·7+1·1 = 30: a multiple of 10.
  it.each(['021000021', '026009593', '121042882', '256074974', '123456780', '011000015'])(
    'accepts %s',
    (number) => expect(isValidRoutingNumber(number)).toBe(true),
  );

  it('refuses every single-digit change of a valid number (the weights catch each one)', () => {
    const valid = '021000021';
    for (let i = 0; i < 9; i += 1)
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = `${valid.slice(0, i)}${digit}${valid.slice(i + 1)}`;
        if (changed !== valid) expect(isValidRoutingNumber(changed), changed).toBe(false);
      }
  });

  it('refuses a swap of neighbouring digits with different weights', () => {
    expect(isValidRoutingNumber('201000021')).toBe(false);
    expect(isValidRoutingNumber('012000021')).toBe(false);
  });

  it.each(['', '02100002', '0210000210', '02100002a', ' 21000021', '021-00002'])('refuses "%s"', (value) =>
    expect(isValidRoutingNumber(value)).toBe(false),
  );

  it('the bank lookup refuses a bad number in the field’s words and trims a good one', () => {
    const uuid = '7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61';
    expect(messages(bankRoutingParamsSchema.safeParse({ uuid, routingNumber: '021000022' }))).toEqual([
      ['routingNumber', ROUTING_NUMBER_INVALID],
    ]);
    expect(bankRoutingParamsSchema.parse({ uuid, routingNumber: ' 021000021 ' }).routingNumber).toBe(
      '021000021',
    );
  });
});

describe('the account number typed twice', () => {
  const form = {
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountNumberConfirmation: '000123456789',
    accountType: 'CHECKING',
  };

  it('bank/disburse needs both to match, and says so beneath the confirmation', () => {
    expect(disbursementAccountFormSchema.safeParse(form).success).toBe(true);
    expect(
      messages(
        disbursementAccountFormSchema.safeParse({ ...form, accountNumberConfirmation: '000123456780' }),
      ),
    ).toEqual([['accountNumberConfirmation', ACCOUNT_NUMBER_MISMATCH]]);
    expect(
      messages(disbursementAccountFormSchema.safeParse({ ...form, accountNumberConfirmation: '' })),
    ).toEqual([['accountNumberConfirmation', ACCOUNT_NUMBER_MISMATCH]]);
  });

  it('says so together with the other fields’ messages', () => {
    expect(
      messages(
        disbursementAccountFormSchema.safeParse({
          ...form,
          routingNumber: '021000022',
          accountNumberConfirmation: '000123456780',
        }),
      ),
    ).toEqual([
      ['routingNumber', ROUTING_NUMBER_INVALID],
      ['accountNumberConfirmation', ACCOUNT_NUMBER_MISMATCH],
    ]);
  });

  it('the body refuses a confirmation that differs and takes one that matches or none', () => {
    const body = { ...form, autopay: true };
    expect(disbursementAccountBodySchema.safeParse(body).success).toBe(true);
    const { accountNumberConfirmation: _omitted, ...withoutConfirmation } = body;
    expect(disbursementAccountBodySchema.safeParse(withoutConfirmation).success).toBe(true);
    expect(
      messages(disbursementAccountBodySchema.safeParse({ ...body, accountNumberConfirmation: '1234' })),
    ).toEqual([['accountNumberConfirmation', ACCOUNT_NUMBER_MISMATCH]]);
  });

  it('shows only the last four', () => {
    expect(maskedAccount('6789')).toBe('••••6789');
  });
});

describe('the chosen offer', () => {
  const autopay = (rateWithDiscount: number) => [{ discount: { type: 'AUTOPAY' }, rateWithDiscount }];
  const offers = [
    { term: 10, rate: 9.1, discountList: autopay(8.85) },
    { term: 30, rate: 9.6, discountList: autopay(9.35) },
  ];

  it('is found by its term and the rate recorded, with or without the discount', () => {
    expect(chosenOffer(offers, { term: 30, rate: 9.6 })).toBe(offers[1]);
    expect(chosenOffer(offers, { term: 30, rate: 9.35 })).toBe(offers[1]);
    expect(chosenOffer(offers, { term: 30, rate: 8.85 })).toBeUndefined();
    expect(chosenOffer(offers, { term: null, rate: 9.6 })).toBeUndefined();
  });
});
