import { describe, expect, it } from 'vitest';
import { SandboxCreditBureau } from '../../../../src/providers/credit-bureau/sandbox-credit-bureau.ts';
import { creditStop } from '../../../../src/features/workflow/underwriting/credit-outcome.ts';
import { subject } from '../../../providers/subject-fixture.ts';

const creditBureau = new SandboxCreditBureau({ now: () => new Date('2026-11-22T12:00:00Z') });
const stop = async (lastName: string, extra: { ssn?: string; freezePin?: string } = {}) =>
  creditStop(
    await creditBureau.pull({
      kind: 'SOFT',
      subject: { ...subject({ lastName, ssn: extra.ssn }), creditFreezePin: extra.freezePin },
    }),
  );

describe('creditStop', () => {
  it('lets a found report through to underwriting, stamped by the injected clock', async () => {
    const report = await creditBureau.pull({ kind: 'SOFT', subject: subject() });
    expect(report.outcome === 'FOUND' && report.pulledAt).toBe('2026-11-22T12:00:00.000Z');
    expect(creditStop(report)).toBeUndefined();
  });

  it.each([
    ['Nomatch', {}, { step: 'CREDIT_NO_MATCH' }],
    ['Nossn', { ssn: '123-45-6789' }, { step: 'CREDIT_NO_MATCH_SSN_HELD' }],
    ['Frozen', {}, { step: 'CREDIT_FROZEN', decision: 'ERROR', subDecision: 'CREDIT_FROZEN' }],
    ['Locked', {}, { step: 'CREDIT_LOCKED', subDecision: 'CREDIT_FROZEN' }],
    ['Pin', {}, { step: 'CREDIT_FROZEN_WITH_PIN', creditFrozenWithPin: true }],
    ['Wrongpin', { freezePin: '1234' }, { step: 'CREDIT_INCORRECT_PIN', creditFrozenWithPin: true }],
    ['Nocredit', {}, { step: 'NO_CREDIT' }],
  ])('%s %o → %o', async (lastName, extra, expected) => {
    expect(await stop(lastName, extra)).toMatchObject(expected);
  });
});
