import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Application } from '../../src/application/application.ts';
import { autopayAccountBodySchema, bankAccountStep } from '../../src/application/autopay-account.ts';
import { standingAccounts } from '../../src/application/standing/bank-accounts.ts';
import { standingFor } from '../../src/application/standing/standing-for.ts';
import { routeForServerStep } from '../../src/server-steps/route-for-server-step.ts';
import { engineStateFor } from '../../src/step-engine/engine-state-for.ts';
import { journeyUntil, withStatus } from '../step-engine/fixtures.ts';

// A crypto-backed line's bank step (spec 000 §1 isCrypto, §4 routing; decision 239): the autopay account only.

const ACCOUNT = {
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountNumberConfirmation: '000123456789',
  accountType: 'CHECKING',
};
const atBank = journeyUntil('income verified');
const crypto = (patch: Partial<Application> = {}): Application => ({ ...atBank, isCrypto: true, ...patch });

describe('the bank step after income', () => {
  it('is the autopay account for a crypto-backed line, the disbursement account for any other', () => {
    expect(bankAccountStep({ isCrypto: true })).toBe('AUTOPAY_ACCOUNT');
    expect(bankAccountStep({ isCrypto: false })).toBe('DISBURSEMENT_ACCOUNT');
    expect(bankAccountStep({})).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('routes a crypto-backed AUTOPAY_ACCOUNT to bank/autopay, never to bank/disburse', () => {
    const route = routeForServerStep('AUTOPAY_ACCOUNT', crypto(), 'ach');
    expect(route).toEqual({ page: 'bank/autopay' });
    expect(routeForServerStep('AUTOPAY_ACCOUNT', { ...atBank, isCrypto: false }, 'ach')).toEqual({
      page: 'bank/disburse',
    });
    const standing = standingFor({
      step: 'AUTOPAY_ACCOUNT',
      application: crypto(),
      visited: [],
      engineState: () => 'autopay',
    });
    expect(standing).toMatchObject({
      page: 'bank/autopay',
      pageBuilt: true,
      canActOnline: true,
      headline: 'We need to know how you will make your monthly payments.',
      accounts: { cryptoBacked: true, payoutMask: null },
    });
  });
});

describe('the engine states of a crypto-backed line (no payout account)', () => {
  it('autopay without its account is the autopay state; manual pay goes on to the ID', () => {
    expect(engineStateFor(crypto({ payType: 'AUTOPAY' })).state).toBe('autopay');
    expect(engineStateFor(crypto({ payType: 'MANUAL' })).state).toBe('docVerify');
  });

  it('an autopay account goes on to the ID, a review waits on the merchant, a refused one is typed in again', () => {
    const given = (status: string) =>
      withStatus(crypto({ payType: 'AUTOPAY', autopayAccount: { uuid: 'a1', mask: '6789', status } }), {
        giactAccountStatus: status as 'VERIFIED',
      });
    expect(engineStateFor(given('VERIFIED')).state).toBe('docVerify');
    expect(engineStateFor(given('PENDING_REVIEW')).state).toBe('waitMerchant');
    // The spec's manualAutopay: autopay chosen, its account refused by the bank.
    expect(engineStateFor(given('FAILED_VERIFICATION')).state).toBe('manualAutopay');
  });

  it('a line that is not crypto-backed still needs its payout account first', () => {
    expect(engineStateFor({ ...atBank, payType: 'MANUAL' }).state).toBe('ach');
  });
});

describe('the autopay account body', () => {
  const issues = (value: unknown) =>
    z.safeParse(autopayAccountBodySchema, value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes the account with the form’s own rules, or manual pay alone', () => {
    expect(issues({ autopay: true, ...ACCOUNT })).toBeUndefined();
    expect(issues({ autopay: false })).toBeUndefined();
    expect(issues({ autopay: true, ...ACCOUNT, accountNumberConfirmation: '000123456780' })).toEqual([
      ['accountNumberConfirmation', "Account numbers don't match"],
    ]);
    expect(issues({ autopay: true, ...ACCOUNT, routingNumber: '021000022' })).toEqual([
      ['routingNumber', 'Please enter a valid 9-digit routing number'],
    ]);
    expect(issues({})).toEqual([['autopay', 'Please choose whether to pay automatically']]);
  });

  it('refuses fields it does not know, a client’s isCrypto among them', () => {
    expect(issues({ autopay: true, ...ACCOUNT, isCrypto: true })).toHaveLength(1);
    expect(issues({ autopay: false, ...ACCOUNT })).toHaveLength(1);
  });
});

describe('the accounts every page names', () => {
  it('a crypto-backed line has no payout account, its autopay account once the bank has not refused it', () => {
    const withAccount = crypto({
      payType: 'AUTOPAY',
      disburseAccount: null,
      autopayAccount: { uuid: 'a1', mask: '4321', status: 'VERIFIED' },
    });
    expect(standingAccounts(withAccount)).toEqual({
      cryptoBacked: true,
      payoutMask: null,
      payments: 'AUTOPAY',
      autopayMask: '4321',
    });
    expect(
      standingAccounts({
        ...withAccount,
        autopayAccount: { uuid: 'a1', mask: '4321', status: 'FAILED_VERIFICATION' },
      }).autopayMask,
    ).toBeNull();
    expect(standingAccounts(crypto({ payType: 'MANUAL' }))).toEqual({
      cryptoBacked: true,
      payoutMask: null,
      payments: 'MANUAL',
      autopayMask: null,
    });
  });

  it('any other line names its payout account, and autopay from it', () => {
    expect(
      standingAccounts({
        ...atBank,
        payType: 'AUTOPAY',
        disburseAccount: { uuid: 'd1', routingNumber: '021000021', mask: '6789' },
        autopayAccount: { uuid: 'a1', mask: '6789', status: 'VERIFIED' },
      }),
    ).toEqual({ cryptoBacked: false, payoutMask: '6789', payments: 'AUTOPAY', autopayMask: '6789' });
  });
});
