import { describe, expect, it } from 'vitest';
import {
  SANDBOX_FREEZE_PIN,
  SandboxCreditBureau,
} from '../../src/providers/credit-bureau/sandbox-credit-bureau.ts';
import { subject } from './subject-fixture.ts';

const bureau = new SandboxCreditBureau();
const soft = (lastName: string, extra: { ssn?: string; freezePin?: string } = {}) =>
  bureau.pull({
    kind: 'SOFT',
    subject: { ...subject({ lastName, ssn: extra.ssn }), creditFreezePin: extra.freezePin },
  });

describe('sandbox credit bureau', () => {
  it('returns a full report for the happy path: score, tradelines, mortgage lien and debts that add up', async () => {
    const r = await soft('Happy');
    if (r.outcome !== 'FOUND') throw new Error(r.outcome);
    expect(r.score).toBeGreaterThanOrEqual(720);
    expect(r.score).toBeLessThanOrEqual(829);
    expect(r.mortgageLiens).toHaveLength(1);
    const sum = r.tradelines.reduce((s, t) => s + Math.round(Number(t.monthlyPayment) * 100), 0);
    expect(Math.round(Number(r.monthlyDebts) * 100)).toBe(sum);
  });

  it('is deterministic for the same applicant and varies between applicants', async () => {
    const a = await soft('Smith');
    const b = await soft('Smith');
    const c = await bureau.pull({ kind: 'SOFT', subject: subject({ lastName: 'Jones', firstName: 'Kim' }) });
    expect(
      a.outcome === 'FOUND' &&
        b.outcome === 'FOUND' &&
        a.score === b.score &&
        a.monthlyDebts === b.monthlyDebts,
    ).toBe(true);
    expect(JSON.stringify(c)).not.toBe(JSON.stringify(a));
  });

  it('no match without SSN, then a match once the SSN is entered (CREDIT_NO_MATCH)', async () => {
    expect(await soft('Nomatch')).toEqual({ outcome: 'NO_MATCH', kind: 'SOFT', ssnUsed: false });
    expect((await soft('Nomatch', { ssn: '123-45-6789' })).outcome).toBe('FOUND');
  });

  it('no match even with the SSN held (CREDIT_NO_MATCH_SSN_HELD)', async () => {
    expect(await soft('Nossn', { ssn: '123-45-6789' })).toEqual({
      outcome: 'NO_MATCH',
      kind: 'SOFT',
      ssnUsed: true,
    });
  });

  it.each([
    ['Frozen', 'FROZEN'],
    ['Locked', 'LOCKED'],
    ['Nocredit', 'NO_CREDIT'],
    ['Pin', 'FROZEN_WITH_PIN'],
  ])('%s → %s', async (lastName, outcome) => {
    expect((await soft(lastName)).outcome).toBe(outcome);
  });

  it('lifts a PIN freeze with the sandbox PIN and rejects any other', async () => {
    expect((await soft('Pin', { freezePin: SANDBOX_FREEZE_PIN })).outcome).toBe('FOUND');
    expect((await soft('Pin', { freezePin: '0000' })).outcome).toBe('INCORRECT_PIN');
    expect((await soft('Wrongpin', { freezePin: SANDBOX_FREEZE_PIN })).outcome).toBe('INCORRECT_PIN');
  });

  it('scores the credit-score-decline persona below 640 and reports a delinquent mortgage', async () => {
    const low = await soft('Lowscore');
    const late = await soft('Delinquent');
    expect(low.outcome === 'FOUND' && low.score).toBe(602);
    expect(late.outcome === 'FOUND' && late.mortgageLiens[0]?.daysPastDue).toBe(60);
  });

  it('gives the requalify persona a lower hard-pull score than its soft pull', async () => {
    const s = await soft('Requalify');
    const h = await bureau.pull({ kind: 'HARD', subject: subject({ lastName: 'Requalify' }) });
    expect(s.outcome === 'FOUND' && s.score).toBe(790);
    expect(h.outcome === 'FOUND' && h.score).toBe(702);
  });
});
