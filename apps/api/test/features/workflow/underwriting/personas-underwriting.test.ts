import { DEFAULT_PRICING_POLICY as policy } from '@lintel/domain/pricing/default-pricing-policy';
import { describe, expect, it } from 'vitest';
import { personaById } from '../../../../src/providers/persona-match.ts';
import { sandboxProvidersOnTestDatabase } from '../../../providers/sandbox-providers-fixture.ts';
import { finalOffer } from '../../../../src/features/workflow/underwriting/final-offer.ts';
import { underwritingInputFrom } from '../../../../src/features/workflow/underwriting/from-provider-results.ts';
import { underwrite } from '../../../../src/features/workflow/underwriting/underwrite.ts';
import { valuationPath } from '../../../../src/features/workflow/underwriting/valuation-path.ts';
import { subject } from '../../../providers/subject-fixture.ts';
import { linkedIncomeRequest } from '../../../providers/income-link-fixture.ts';

const providers = sandboxProvidersOnTestDatabase();

/** Runs the sandbox providers for a persona, picked by its last name, and underwrites on what they answer. */
async function underwritePersona(
  id: string,
  kind: 'SOFT' | 'HARD' = 'SOFT',
  address: Parameters<typeof subject>[1] = {},
) {
  const persona = personaById(id)!;
  const s = subject({ lastName: persona.pick.lastName ?? 'Smith' }, address);
  const [credit, title, avm] = await Promise.all([
    providers.creditBureau.pull({ kind, subject: s }),
    providers.title.titleReport({ subject: s }),
    providers.valuation.automatedValuation({ subject: s }),
  ]);
  if (credit.outcome !== 'FOUND' || title.outcome !== 'COMPLETE') throw new Error(`${id}: ${credit.outcome}`);
  const value = avm.outcome === 'AVM' ? avm.value : '600000';
  const input = underwritingInputFrom({
    policy,
    credit,
    title,
    state: s.propertyAddress.state,
    asOf: '2026-11-22',
    valuation: { value, source: avm.outcome === 'AVM' ? 'AVM' : 'BORROWER_ESTIMATE' },
    income: { income: persona.statedIncome, otherIncome: 0, employmentType: 'FULL_TIME' },
  });
  return { persona, input, result: underwrite(input), avm };
}

describe('personas through underwriting', () => {
  it('approves the happy path with offers on the AVM', async () => {
    const { result, avm } = await underwritePersona('HAPPY_PATH');
    expect(result).toMatchObject({ decision: 'APPROVED', subDecision: 'UNVERIFIED_OFFER' });
    expect(result.offers.length).toBeGreaterThan(0);
    expect(valuationPath({ policy, state: 'CO', avm: avm.outcome === 'AVM' ? avm : undefined }).path).toBe(
      'AVM',
    );
  });

  it.each([
    'FLOOD_CERT_WAIT',
    'PAYOFF_PENDING',
    'EMPLOYMENT_VERIFICATION',
    'MANUAL_PAYSTUB',
    'INCOME_LOWER',
    'BANK_PENDING_REVIEW',
    'BANK_FAILED',
    'IDENTITY_FAILED',
    'SEVERAL_PROPERTIES',
  ])('%s gets past underwriting with an unverified offer', async (id) => {
    expect((await underwritePersona(id)).result).toMatchObject({
      decision: 'APPROVED',
      subDecision: 'UNVERIFIED_OFFER',
    });
  });

  it('declines DECLINE for insufficient equity, with the score used', async () => {
    const { result } = await underwritePersona('DECLINE');
    expect(result.decision).toBe('DECLINE');
    expect(result.adverseAction?.reasons[0]?.text).toBe('Insufficient equity in the property');
    expect(result.adverseAction?.creditScore.source.bureau).toBe('Sandbox Credit Bureau');
  });

  it.each([
    ['DTI_DECLINE', { decision: 'DECLINE', dtiDecline: true }],
    ['CREDIT_SCORE_DECLINE', { decision: 'DECLINE', creditScoreDecline: true }],
    ['ASSET_DEPLETION', { decision: 'ASSET_DEPLETION', subDecision: 'UNVERIFIED_DTI_LIMITED' }],
    ['DELINQUENCY_REVIEW', { decision: 'REVIEW' }],
    ['VALUATION_ESTIMATE', { decision: 'APPROVED', subDecision: 'BPO_PENDING' }],
  ])('%s → %o', async (id, expected) => {
    expect((await underwritePersona(id)).result).toMatchObject(expected);
  });

  it('sends ONSITE_APPRAISAL to an appraisal and any Texas property to a BPO', async () => {
    const { avm } = await underwritePersona('ONSITE_APPRAISAL');
    expect(valuationPath({ policy, state: 'CO', avm: avm.outcome === 'AVM' ? avm : undefined }).path).toBe(
      'ONSITE_APPRAISAL',
    );
    const tx = await underwritePersona('TEXAS_VALUATION', 'SOFT', {
      state: 'TX',
      city: 'San Antonio',
      street1: '100 Alamo Plaza',
    });
    expect(
      valuationPath({ policy, state: 'TX', avm: tx.avm.outcome === 'AVM' ? tx.avm : undefined }),
    ).toEqual({
      path: 'BPO_REQUIRED',
      bpoStatus: 'BPO_REQUIRED',
    });
  });

  it('re-prices REQUALIFY on the hard pull: a lower tier and a higher rate', async () => {
    const soft = await underwritePersona('REQUALIFY', 'SOFT');
    const hard = await underwritePersona('REQUALIFY', 'HARD');
    expect([soft.result.tier, hard.result.tier]).toEqual(['T1', 'T3']);
    expect(hard.result.offers[0]!.rate).toBeGreaterThan(soft.result.offers[0]!.rate);
  });

  it('revises INCOME_LOWER after verification (VERIFIED_OFFER)', async () => {
    const { input, persona } = await underwritePersona('INCOME_LOWER');
    const verified = await providers.incomeVerification.verifyIncome({
      subject: subject({ lastName: 'Lowincome' }),
      statedAnnualIncome: String(persona.statedIncome),
      employmentType: 'FULL_TIME',
      ...(await linkedIncomeRequest(providers)),
    });
    if (verified.outcome !== 'VERIFIED') throw new Error(verified.outcome);
    const r = finalOffer({
      underwriting: input,
      statedAnnualIncome: persona.statedIncome,
      verifiedAnnualIncome: verified.verifiedAnnualIncome,
      selected: { type: 'FIXED', term: 30, amount: 15_000 },
    });
    expect(r.subDecision).toBe('VERIFIED_OFFER');
  });
});
