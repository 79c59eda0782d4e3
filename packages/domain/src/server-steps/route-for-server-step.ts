import type { Application } from '../application/application.ts';
import { bpoRequiredByState } from '../application/bpo-valuation.ts';
import { INITIAL_ENGINE_STATE, pageForEngineState, type EngineState } from '../step-engine/engine-states.ts';
import type { ServerStep } from './server-step.ts';

/** A page relative to /{uuid}/ ('' is the application home) and the search params to put on it. */
export interface StepRoute {
  readonly page: string;
  readonly search?: Readonly<Record<string, string>>;
}

/** Spec 000 §4 "Unmatched cases fall back to the engine state's page" for exactly these states; else the home. */
export const FALLBACK_ENGINE_STATES: ReadonlySet<EngineState> = new Set<EngineState>([
  'manualPaystubUpload',
  'waitMerchant',
  'lienAttestation',
  'manualAutopay',
  'insurance',
  'dtiDeclined',
  'creditScoreDeclined',
]);

export const HOME_PAGE = '';

// The engine state is asked for lazily: only the fallback rule reads it, and the browser loads the engine (xstate)
// only for the steps that need it (decision 097).
type Rule = (app: Application, engineState: () => EngineState) => StepRoute;

const to =
  (page: string): Rule =>
  () => ({ page });

const fallback: Rule = (_app, engineStateOf) => {
  const engineState = engineStateOf();
  return FALLBACK_ENGINE_STATES.has(engineState)
    ? { page: pageForEngineState(engineState) }
    : { page: HOME_PAGE };
};

const offerSelection: Rule = (app) =>
  app.status?.uwSubDecision === 'VERIFIED_OFFER'
    ? { page: 'product/select', search: { origin: 'signing/intro', decision: 'VERIFIED_OFFER' } }
    : { page: 'product/select' };

const bpoOrder: Rule = (app) => {
  const bpo = app.status?.bpo;
  if (bpo === 'BPO_REQUIRED' && bpoRequiredByState(app)) return { page: 'bpo/condition' };
  if (bpo === 'BPO_REQUIRED' || bpo === 'UNKNOWN_BPO_STATUS') return { page: 'bpo/order-bpo' };
  return { page: 'bpo/hold' };
};

/**
 * Spec 000 §4 sends "no property" to review-app/property; the engine's datatreeError state (spec 000 §2
 * review-app/datatree) and an owner-of-record mismatch (review-app/incorrect-ownership) have their own pages:
 * decision 105.
 */
const noProperty: Rule = (app) => {
  if (app.status?.datatreeNoMatch) return { page: 'review-app/datatree' };
  if (app.status?.propertyComplete) return { page: 'review-app/incorrect-ownership' };
  return { page: 'review-app/property' };
};

/** An underwriting decision of REVIEW (engine state uwReview) waits on an underwriter: review-app/uw (decision 105). */
const underwriting: Rule = (app, engineStateOf) =>
  engineStateOf() === 'uwReview' ? { page: 'review-app/uw' } : fallback(app, engineStateOf);

const timeout = to('error/timeout');
const complete = to('complete');
const notaryIntro = to('notary/intro');
const bpoHold = to('bpo/hold');

// A Record over every ServerStep: the compiler refuses a step without a rule, which is what makes routing total.
const RULES: Readonly<Record<ServerStep, Rule>> = {
  APP_SUBMISSION: to('start/app-summary'),
  IDENTITY_VERIFICATION: to('identity'),
  INCOME_VERIFICATION: to('income/review'),
  EMPLOYMENT_VERIFICATION: to('income/employer-verification'),
  OFFER_SELECTION: offerSelection,
  REVISED_OFFER_SELECTION: offerSelection,
  FINAL_OFFER: to('signing/intro'),
  HARD_CREDIT_PULL: fallback,
  NOTE_SIGNING: to('signing/intro'),
  DEED_SIGNING: notaryIntro,
  NOTARY_WAITING_PERIOD: notaryIntro,
  RESCISSION: complete,
  RECORDING: complete,
  FUNDABLE: complete,
  FUNDING_DECISION: complete,
  COMPLETE: to(HOME_PAGE),
  CANCELLED: to(HOME_PAGE),
  DECLINED: to('error/decline'),
  IN_PROGRESS: underwriting,
  UNKNOWN: timeout,
  CREDIT_NO_MATCH: (app) => ({ page: app.hasSsn ? 'review-app/no-credit' : 'credit/social' }),
  CREDIT_NO_MATCH_SSN_HELD: to('review-app/no-credit'),
  CREDIT_LOCKED: to('credit/error'),
  CREDIT_FROZEN: to('credit/error'),
  CREDIT_INCORRECT_PIN: to('review-app/incorrect-pin'),
  CREDIT_ERROR: timeout,
  FACTA: timeout,
  NO_PROPERTY: noProperty,
  MULTIPLE_PROPERTY: to('review-app/property'),
  COLLECT_ADDITIONAL_INFO: to('start/contact'),
  HMDA: to('start/hmda'),
  DELINQUENCY_REVIEW: to('review-app/delinquency'),
  SUMMARY_DISCLOSURE: to('start/app-summary'),
  ASSETS_PREQUAL: to('product/assets'),
  REQUALIFY: to('product/prequal-winback'),
  LIEN_VERIFICATION: to('liens'),
  DISBURSEMENT_ACCOUNT: to('bank/disburse'),
  AUTOPAY_ACCOUNT: (app) => ({
    page: !app.disburseAccount?.routingNumber && !app.isCrypto ? 'bank/disburse' : 'bank/autopay',
  }),
  NO_AVM: to('bpo/estimate-value'),
  NO_BPO_ESTIMATE: to('bpo/estimate-value'),
  PAYOFF_PENDING: to('payoff/hold'),
  BPO_CONDITION: bpoOrder,
  BPO_ORDER: bpoOrder,
  BPO_PROCESSING: bpoHold,
  TITLE_PROCESSING: bpoHold,
  ONSITE_APPRAISAL: to('hold'),
  CLOSING_DISCLOSURE_GENERATED: (app) => ({
    page: app.status?.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs',
  }),
  CO_DEED: to('signing/additional'),
  NOTARY_DISCLOSURE: notaryIntro,
  ATTORNEY_REVIEW: notaryIntro,
  MANUAL_DEED_SIGNING: to('notary/reserve-manual'),
  DEED_SIGNING_ACCEPTED: complete,
  SUMMARY_DISCLOSURE_GENERATION: fallback,
  // Spec 000 §8: note generation stays on the signing-documents page, even after polling gives up.
  NOTE_GENERATION: to('review-app/signdocs'),
  CLOSING_DISCLOSURE_GENERATION: fallback,
  NOTARY_DISCLOSURE_GENERATION: fallback,
  RESCISSION_GENERATION: complete,
  WAITING_FOR_UNDERWRITING: underwriting,
  WAITING_FOR_CREDIT: fallback,
  WAITING_FOR_INCOME: fallback,
  WAITING_FOR_IDENTITY: fallback,
  WAITING_FOR_BANK_VERIFICATION: fallback,
  WAITING_FOR_BPO: bpoHold,
  WAITING_FOR_TITLE: bpoHold,
  WAITING_FOR_FLOOD_CERT: to('error/flood-cert'),
  WAITING_FOR_CO_DEED: to('signing/additional'),
  WAITING_FOR_NOTARY: notaryIntro,
  WAITING_FOR_FUNDING: complete,
};

/** Spec 000 §4 "Routing of server steps to pages": where the borrower belongs for this step. Total over ServerStep. */
export function routeForServerStep(
  step: ServerStep,
  application: Application,
  engineState: EngineState | (() => EngineState),
): StepRoute {
  return RULES[step](application, typeof engineState === 'function' ? engineState : () => engineState);
}

/**
 * Whether routing this step for this application reads the engine state (spec 000 §4: "unmatched cases fall back to
 * the engine state's page"). Found by running the rule with a probe, so a new rule that reads it is never missed.
 */
export function usesEngineState(step: ServerStep, application: Application): boolean {
  let asked = false;
  RULES[step](application, () => {
    asked = true;
    return INITIAL_ENGINE_STATE;
  });
  return asked;
}
