import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../src/application/application.ts';
import { ENGINE_STATES, type EngineState } from '../../src/step-engine/engine-states.ts';
import { routeForServerStep } from '../../src/server-steps/route-for-server-step.ts';
import { SERVER_STEPS, type ServerStep } from '../../src/server-steps/server-step.ts';
import { app, withStatus } from '../step-engine/fixtures.ts';
import { applicationArbitrary } from '../application/application-arbitrary.ts';

const plain = app();
const txRequired = withStatus({ ...app(), property: { state: 'TX' } }, { bpo: 'BPO_REQUIRED' });

// Spec 000 §4 "Routing of server steps to pages", one row per case.
const ROWS: readonly (readonly [ServerStep, Application, string])[] = [
  ['CREDIT_NO_MATCH', plain, 'credit/social'],
  ['CREDIT_NO_MATCH', { ...plain, hasSsn: true }, 'review-app/no-credit'],
  ['CREDIT_NO_MATCH_SSN_HELD', plain, 'review-app/no-credit'],
  ['CREDIT_LOCKED', plain, 'credit/error'],
  ['CREDIT_FROZEN', plain, 'credit/error'],
  ['CREDIT_INCORRECT_PIN', plain, 'review-app/incorrect-pin'],
  ['NO_PROPERTY', plain, 'review-app/property'],
  ['NO_PROPERTY', withStatus(plain, { datatreeNoMatch: true }), 'review-app/datatree'],
  ['NO_PROPERTY', withStatus(plain, { propertyComplete: true }), 'review-app/incorrect-ownership'],
  ['NO_PROPERTY', withStatus(plain, { propertyComplete: true, datatreeNoMatch: true }), 'review-app/datatree'],
  ['MULTIPLE_PROPERTY', plain, 'review-app/property'],
  ['DECLINED', plain, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', plain, 'start/contact'],
  ['HMDA', plain, 'start/hmda'],
  ['DELINQUENCY_REVIEW', plain, 'review-app/delinquency'],
  ['CLOSING_DISCLOSURE_GENERATED', plain, 'review-app/signdocs'],
  ['CLOSING_DISCLOSURE_GENERATED', withStatus(plain, { waitingOnFloodCert: true }), 'error/flood-cert'],
  ['NOTE_SIGNING', plain, 'signing/intro'],
  ['FINAL_OFFER', plain, 'signing/intro'],
  ['APP_SUBMISSION', plain, 'start/app-summary'],
  ['SUMMARY_DISCLOSURE', plain, 'start/app-summary'],
  ['INCOME_VERIFICATION', plain, 'income/review'],
  ['IDENTITY_VERIFICATION', plain, 'identity'],
  ['ASSETS_PREQUAL', plain, 'product/assets'],
  ['REQUALIFY', plain, 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', plain, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', plain, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', { ...plain, isCrypto: true }, 'bank/autopay'],
  ['AUTOPAY_ACCOUNT', { ...plain, disburseAccount: { routingNumber: '021000021' } }, 'bank/autopay'],
  ['NO_AVM', plain, 'bpo/estimate-value'],
  ['NO_BPO_ESTIMATE', plain, 'bpo/estimate-value'],
  ['PAYOFF_PENDING', plain, 'payoff/hold'],
  ['BPO_ORDER', txRequired, 'bpo/condition'],
  ['BPO_CONDITION', txRequired, 'bpo/condition'],
  // A state the lender's policy adds (decision 223): the server says so on the property.
  [
    'BPO_CONDITION',
    withStatus({ ...app(), property: { state: 'OK', bpoStateRule: true } }, { bpo: 'BPO_REQUIRED' }),
    'bpo/condition',
  ],
  [
    'BPO_ORDER',
    withStatus({ ...app(), property: { state: 'OK' } }, { bpo: 'BPO_REQUIRED' }),
    'bpo/order-bpo',
  ],
  ['BPO_ORDER', withStatus(plain, { bpo: 'BPO_REQUIRED' }), 'bpo/order-bpo'],
  ['BPO_ORDER', withStatus(plain, { bpo: 'UNKNOWN_BPO_STATUS' }), 'bpo/order-bpo'],
  ['BPO_ORDER', withStatus(plain, { bpo: 'BPO_PROCESSING' }), 'bpo/hold'],
  ['BPO_PROCESSING', plain, 'bpo/hold'],
  ['TITLE_PROCESSING', plain, 'bpo/hold'],
  ['WAITING_FOR_BPO', plain, 'bpo/hold'],
  ['WAITING_FOR_TITLE', plain, 'bpo/hold'],
  ['RESCISSION', plain, 'complete'],
  ['RECORDING', plain, 'complete'],
  ['FUNDABLE', plain, 'complete'],
  ['FUNDING_DECISION', plain, 'complete'],
  ['DEED_SIGNING_ACCEPTED', plain, 'complete'],
  ['UNKNOWN', plain, 'error/timeout'],
  ['CREDIT_ERROR', plain, 'error/timeout'],
  ['FACTA', plain, 'error/timeout'],
  ['LIEN_VERIFICATION', plain, 'liens'],
  ['CO_DEED', plain, 'signing/additional'],
  ['NOTARY_DISCLOSURE', plain, 'notary/intro'],
  ['ATTORNEY_REVIEW', plain, 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', plain, 'notary/intro'],
  ['DEED_SIGNING', plain, 'notary/intro'],
  ['MANUAL_DEED_SIGNING', plain, 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', plain, 'income/employer-verification'],
  ['ONSITE_APPRAISAL', plain, 'hold'],
  ['COMPLETE', plain, ''],
  ['CANCELLED', plain, ''],
  ['NOTE_GENERATION', plain, 'review-app/signdocs'],
  ['WAITING_FOR_FLOOD_CERT', plain, 'error/flood-cert'],
];

// Unmatched steps: the engine page for these states, the home for the rest.
const FALLBACKS: readonly (readonly [EngineState, string])[] = [
  ['manualPaystubUpload', 'income/upload/MANUAL_PAYSTUB'],
  ['waitMerchant', 'hold'],
  ['lienAttestation', 'liens'],
  ['manualAutopay', 'bank/manual-disburse'],
  ['insurance', 'insurance/upload'],
  ['dtiDeclined', 'error/income'],
  ['creditScoreDeclined', 'error/credit'],
  ['product', ''],
  ['profile', ''],
];

// Spec 000 §2 per-application routes (relative to /{uuid}/), '' being the application home.
const ROUTES = new Set([
  '',
  'bank/autopay',
  'bank/confirm',
  'bank/disburse',
  'bank/manual-disburse',
  'credit/social',
  'credit/error',
  'complete',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'document/disclosures',
  'error/decline',
  'error/credit',
  'error/income',
  'error/timeout',
  'error/flood-cert',
  'income/review',
  'income/upload/MANUAL_PAYSTUB',
  'income/employer-verification',
  'identity',
  'insurance/upload',
  'insurance/requirements',
  'liens',
  'notary/intro',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/session',
  'notary/error',
  'product/assets',
  'product/select',
  'product/prequal-winback',
  'signing/intro',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'start/profile',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/uw',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/signdocs',
  'payoff/hold',
  'bpo/condition',
  'bpo/hold',
  'bpo/waiting',
  'bpo/estimate-value',
  'bpo/order-bpo',
  'hold',
]);

describe('routeForServerStep', () => {
  it.each(ROWS)('%s routes to "%s"', (step, application, page) => {
    expect(routeForServerStep(step, application, 'profile').page).toBe(page);
  });

  it.each(['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'] as const)(
    '%s opens product/select, passing VERIFIED_OFFER along',
    (step) => {
      expect(routeForServerStep(step, plain, 'product')).toEqual({ page: 'product/select' });
      expect(
        routeForServerStep(step, withStatus(plain, { uwSubDecision: 'VERIFIED_OFFER' }), 'sign'),
      ).toEqual({
        page: 'product/select',
        search: { origin: 'signing/intro', decision: 'VERIFIED_OFFER' },
      });
    },
  );

  it.each(FALLBACKS)('an unmatched step in engine state %s falls back to "%s"', (engineState, page) => {
    for (const step of [
      'IN_PROGRESS',
      'HARD_CREDIT_PULL',
      'WAITING_FOR_UNDERWRITING',
      'CLOSING_DISCLOSURE_GENERATION',
    ] as const) {
      expect(routeForServerStep(step, plain, engineState).page).toBe(page);
    }
  });

  it.each(['WAITING_FOR_UNDERWRITING', 'IN_PROGRESS'] as const)(
    '%s under an underwriting REVIEW (engine state uwReview) shows review-app/uw',
    (step) => {
      expect(routeForServerStep(step, plain, 'uwReview').page).toBe('review-app/uw');
      expect(routeForServerStep('HARD_CREDIT_PULL', plain, 'uwReview').page).toBe('');
    },
  );

  it('routes every step, for any application and engine state, to a route of the spec (totality property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVER_STEPS),
        applicationArbitrary,
        fc.constantFrom(...ENGINE_STATES),
        (step, application, engineState) => {
          const route = routeForServerStep(step, application, engineState);
          expect(ROUTES.has(route.page), `${step} -> ${route.page}`).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives every engine state a route of the spec', () => {
    for (const step of SERVER_STEPS) {
      for (const state of ENGINE_STATES)
        expect(ROUTES.has(routeForServerStep(step, plain, state).page)).toBe(true);
    }
  });
});
