import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../src/application/application.ts';
import { engineStateFor, firingTrigger } from '../../src/step-engine/engine-state-for.ts';
import { app, journeyUntil, withStatus } from './fixtures.ts';
import { ENGINE_STATES, ENGINE_STATE_PAGES } from '../../src/step-engine/engine-states.ts';
import { ENGINE_TRANSITIONS } from '../../src/step-engine/engine-transitions.ts';
import { applicationArbitrary } from '../application/application-arbitrary.ts';

const atProduct = journeyUntil('liens complete');
const atOffer = journeyUntil('offer chosen');
const atIncome = journeyUntil('summary signed');
const atBank = journeyUntil('income verified');
const atIdentity = journeyUntil('disbursement account, manual pay');
const atNotary = journeyUntil('notary disclosures ready');
const tx = (a: Application, bpo?: 'BPO_REQUIRED' | 'UNKNOWN_BPO_STATUS' | 'BPO_PROCESSING') =>
  withStatus({ ...a, property: { state: 'TX' } }, { bpo });
const autopayNoAccount = (
  a: Application,
  giact?: 'VERIFIED' | 'PENDING_REVIEW' | 'FAILED_VERIFICATION' | '',
) =>
  withStatus(
    { ...a, payType: 'AUTOPAY', disburseAccount: { uuid: 'd1', routingNumber: '021000021' } },
    { giactAccountStatus: giact },
  );

const CASES: readonly (readonly [string, Application, string])[] = [
  // Outcomes override the journey, in priority order.
  ['credit frozen with a PIN', withStatus(atIncome, { creditFrozenWithPin: true }), 'errorCredit'],
  ['sub-decision CREDIT_FROZEN', withStatus(atIncome, { uwSubDecision: 'CREDIT_FROZEN' }), 'errorCredit'],
  [
    'frozen wins over a datatree miss',
    withStatus(app(), { creditFrozenWithPin: true, datatreeNoMatch: true }),
    'errorCredit',
  ],
  ['datatree no match', withStatus(app(), { datatreeNoMatch: true }), 'datatreeError'],
  ['credit-score decline', withStatus(atProduct, { creditScoreDecline: true }), 'creditScoreDeclined'],
  [
    'credit-score decline wins over DTI',
    withStatus(atProduct, { uwDecision: 'DECLINE', dtiDecline: true, creditScoreDecline: true }),
    'creditScoreDeclined',
  ],
  [
    'DTI decline with DECLINE',
    withStatus(atProduct, { uwDecision: 'DECLINE', dtiDecline: true }),
    'dtiDeclined',
  ],
  [
    'DTI flag without DECLINE is no decline',
    withStatus(atOffer, { uwDecision: 'APPROVED', dtiDecline: true }),
    'moreProfile',
  ],
  ['plain DECLINE', withStatus(atIncome, { uwDecision: 'DECLINE' }), 'declined'],
  ['INELIGIBLE', withStatus(atIncome, { uwDecision: 'INELIGIBLE' }), 'declined'],
  [
    'INELIGIBLE with a DTI flag still declines',
    withStatus(atIncome, { uwDecision: 'INELIGIBLE', dtiDecline: true }),
    'declined',
  ],
  ['underwriting REVIEW', withStatus(atIncome, { uwDecision: 'REVIEW' }), 'uwReview'],
  [
    'finish: FUNDABLE and insured',
    withStatus({ ...app(), insurance: { complete: true } }, { checklistStatus: 'FUNDABLE' }),
    'waitFund',
  ],
  ['finish needs insurance', withStatus(app(), { checklistStatus: 'RECORDING' }), 'profile'],
  [
    'GEN_RESCISSION is not finished',
    withStatus({ ...app(), insurance: { complete: true } }, { checklistStatus: 'GEN_RESCISSION' }),
    'profile',
  ],
  // lienInfo / underwrite.
  [
    'lienInfo needs the soft-credit consent',
    { ...journeyUntil('name, birthdate, property and soft-credit consent'), consents: [] },
    'profile',
  ],
  ['a UW decision alone underwrites', withStatus(app(), { uwDecision: 'APPROVED' }), 'product'],
  [
    'a pending inquiry attestation holds underwriting',
    withStatus(atProduct, { inquiryAttestNeeded: true }),
    'liens',
  ],
  [
    'a completed attestation releases it',
    withStatus(atOffer, { inquiryAttestNeeded: true, inquiryAttestComplete: true }),
    'moreProfile',
  ],
  // Asset depletion.
  [
    'UNVERIFIED_DTI_LIMITED without a decision',
    withStatus(atProduct, { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }),
    'assetDepletion',
  ],
  [
    'UNVERIFIED_DTI_LIMITED with ASSET_DEPLETION',
    withStatus(atProduct, { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }),
    'assetDepletion',
  ],
  [
    'UNVERIFIED_DTI_LIMITED with APPROVED',
    withStatus(atOffer, { uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }),
    'moreProfile',
  ],
  [
    'asset depletion complete',
    withStatus(
      { ...atOffer, assetDepletion: { complete: true } },
      { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' },
    ),
    'moreProfile',
  ],
  ['selectProduct needs a positive amount', { ...atProduct, amount: 0 }, 'product'],
  // Income.
  [
    'employment verification needed',
    withStatus(atIncome, { employmentVerificationNeeded: true }),
    'emplVerify',
  ],
  [
    'partial income: manual paystub upload',
    withStatus(atIncome, { manualPaystubUpload: true }),
    'manualPaystubUpload',
  ],
  [
    'paystub tasks complete',
    withStatus(atIncome, { manualPaystubUpload: true, manualPaystubTasksComplete: true }),
    'incomeReview',
  ],
  [
    'self-employed income is not partial',
    withStatus(
      { ...atIncome, incomeSources: [{ employmentType: 'SELF_EMPLOYED' }] },
      { manualPaystubUpload: true },
    ),
    'incomeReview',
  ],
  ['FINAL_OFFER verifies income', withStatus(atIncome, { uwSubDecision: 'FINAL_OFFER' }), 'ach'],
  [
    'VERIFIED_OFFER alone does not',
    withStatus(atIncome, { uwSubDecision: 'VERIFIED_OFFER' }),
    'incomeReview',
  ],
  [
    'TX BPO escalation at income review',
    tx(
      {
        ...atIncome,
        documents: [{ type: 'DRIVERS_LICENSE_FRONT' }],
        disburseAccount: { uuid: 'd1', routingNumber: '1' },
      },
      'BPO_REQUIRED',
    ),
    'bpo',
  ],
  // Bank accounts.
  ['autopay chosen without an autopay account', autopayNoAccount(atBank), 'autopay'],
  [
    'autopay account pending review still sets up autopay',
    autopayNoAccount(atBank, 'PENDING_REVIEW'),
    'autopay',
  ],
  [
    'disburse account failed verification: manual autopay',
    autopayNoAccount(atBank, 'FAILED_VERIFICATION'),
    'manualAutopay',
  ],
  [
    'manual autopay account entered',
    { ...autopayNoAccount(atBank, 'FAILED_VERIFICATION'), autopayAccount: { uuid: 'a1' } },
    'docVerify',
  ],
  [
    'autopay account linked',
    { ...autopayNoAccount(atBank, 'VERIFIED'), autopayAccount: { uuid: 'a1' } },
    'docVerify',
  ],
  [
    'account pending merchant review',
    withStatus(atIdentity, { giactAccountStatus: 'PENDING_REVIEW' }),
    'waitMerchant',
  ],
  ['no routing number', { ...atIdentity, disburseAccount: { uuid: 'd1' } }, 'ach'],
  // Identity and BPO.
  ['ID card front', { ...atIdentity, documents: [{ type: 'ID_CARD_FRONT' }] }, 'waitSign'],
  ['only an ID back', { ...atIdentity, documents: [{ type: 'ID_CARD_BACK' }] }, 'docVerify'],
  [
    'TX with BPO required escalates',
    tx({ ...atIdentity, documents: [{ type: 'PASSPORT' }] }, 'BPO_REQUIRED'),
    'bpo',
  ],
  [
    'TX with BPO status unknown escalates',
    tx({ ...atIdentity, documents: [{ type: 'PASSPORT' }] }, 'UNKNOWN_BPO_STATUS'),
    'bpo',
  ],
  ['TX without BPO outstanding signs', tx({ ...atIdentity, documents: [{ type: 'PASSPORT' }] }), 'waitSign'],
  [
    'BPO processing waits',
    tx({ ...atIdentity, documents: [{ type: 'PASSPORT' }] }, 'BPO_PROCESSING'),
    'bpoProcessing',
  ],
  [
    'title processing waits',
    withStatus({ ...atIdentity, documents: [{ type: 'PASSPORT' }] }, { title: 'TITLE_PROCESSING' }),
    'bpoProcessing',
  ],
  [
    'processing without an ID still asks for the ID',
    withStatus(atIdentity, { title: 'TITLE_PROCESSING' }),
    'docVerify',
  ],
  // Notary.
  [
    'manual notary waits for the manual deed',
    withStatus(atNotary, { manualNotary: true, primaryParticipantAcceptComplete: true }),
    'notary',
  ],
  [
    'manual deed signed',
    withStatus(atNotary, { manualNotary: true, manualDeedSigningComplete: true }),
    'insurance',
  ],
];

describe('engine triggers', () => {
  it.each(CASES)('%s', (_name, application, state) => {
    expect(engineStateFor(application).state).toBe(state);
  });

  it('leaves waitMerchant for lien attestation once the account is verified, then waits to sign', () => {
    const verified = withStatus(atIdentity, { giactAccountStatus: 'VERIFIED', inquiryAttestNeeded: true });
    expect(firingTrigger('waitMerchant', verified)).toEqual({
      event: 'merchantReviewed',
      to: 'lienAttestation',
    });
    expect(firingTrigger('lienAttestation', verified)).toBeNull();
    const attested = withStatus(verified, { inquiryAttestComplete: true });
    expect(firingTrigger('lienAttestation', attested)).toEqual({ event: 'lienAttestation', to: 'waitSign' });
  });

  it('keeps an outcome: no outcome trigger leaves declined', () => {
    expect(
      firingTrigger('declined', withStatus(app(), { datatreeNoMatch: true, creditFrozenWithPin: true })),
    ).toBeNull();
  });

  it('only ever fires an event the table accepts in the current state (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENGINE_STATES), applicationArbitrary, (state, application) => {
        const step = firingTrigger(state, application);
        if (step === null) return;
        const row = ENGINE_TRANSITIONS.find((r) => r.event === step.event);
        expect(row?.from === 'any' || row?.from.includes(state)).toBe(true);
        expect(step.to).toBe(row?.to);
        expect(step.to).not.toBe(state);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws and always answers a state with its page, for any partial application (property)', () => {
    fc.assert(
      fc.property(applicationArbitrary, (application) => {
        const { state, page } = engineStateFor(application);
        expect(ENGINE_STATES).toContain(state);
        expect(page).toBe(ENGINE_STATE_PAGES[state]);
      }),
      { numRuns: 500 },
    );
  });
});
