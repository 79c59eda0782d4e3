import type { Application } from '../application/application.ts';
import type { EngineState } from './engine-states.ts';
import type { EngineEventType } from './engine-transitions.ts';
import * as facts from './application-facts.ts';

export interface EngineTrigger {
  readonly event: EngineEventType;
  /**
   * Where the engine evaluates the trigger. 'progress' = every state that is not an outcome (so the first outcome
   * reached stays); otherwise the states where the event is a step forward, so that 'any' rows such as underwrite
   * do not pull a finished step back (decision 042).
   */
  readonly in: 'progress' | readonly EngineState[];
  readonly when: (app: Application) => boolean;
}

/** States that end the flow or hold it for someone else; outcome triggers do not leave them. */
export const OUTCOME_STATES: ReadonlySet<EngineState> = new Set<EngineState>([
  'errorCredit',
  'incorrectPin',
  'noCredit',
  'noProperty',
  'datatreeError',
  'uwReview',
  'declined',
  'dtiDeclined',
  'creditScoreDeclined',
  'delinquency',
  'waitFund',
  'complete',
]);

const attestationClear = (app: Application) =>
  !app.status?.inquiryAttestNeeded || Boolean(app.status.inquiryAttestComplete);
const declineLike = (app: Application) => facts.isDeclined(app) || app.status?.uwDecision === 'INELIGIBLE';
const processing = (app: Application) =>
  app.status?.bpo === 'BPO_PROCESSING' || app.status?.title === 'TITLE_PROCESSING';
const giact = (app: Application) => app.status?.giactAccountStatus ?? '';

/** Spec 000 §4 "Triggers", in priority order: the first that fires wins (decision 042). */
export const ENGINE_TRIGGERS: readonly EngineTrigger[] = [
  // Outcomes first: a credit, data or decline result overrides wherever the borrower was.
  {
    event: 'creditFrozen',
    in: 'progress',
    when: (a) => Boolean(a.status?.creditFrozenWithPin) || a.status?.uwSubDecision === 'CREDIT_FROZEN',
  },
  { event: 'datatreeNoMatch', in: 'progress', when: (a) => Boolean(a.status?.datatreeNoMatch) },
  { event: 'creditScoreDecline', in: 'progress', when: (a) => Boolean(a.status?.creditScoreDecline) },
  { event: 'dtiDecline', in: 'progress', when: (a) => facts.isDeclined(a) && Boolean(a.status?.dtiDecline) },
  {
    event: 'decline',
    in: 'progress',
    when: (a) => declineLike(a) && !(facts.isDeclined(a) && a.status?.dtiDecline),
  },
  { event: 'underwritingReview', in: 'progress', when: (a) => a.status?.uwDecision === 'REVIEW' },
  {
    event: 'finish',
    in: 'progress',
    when: (a) =>
      ['RESCISSION', 'RECORDING', 'FUNDABLE'].includes(a.status?.checklistStatus ?? '') &&
      Boolean(a.insurance?.complete),
  },
  // The journey, step by step.
  {
    event: 'lienInfo',
    in: ['profile'],
    when: (a) =>
      Boolean(a.name?.firstName && a.dob && a.selectedPropertyUuid) && facts.hasConsent(a, 'SOFT_CREDIT'),
  },
  {
    event: 'underwrite',
    in: ['profile', 'liens'],
    when: (a) => (Boolean(a.status?.liensComplete) || Boolean(a.status?.uwDecision)) && attestationClear(a),
  },
  {
    event: 'assetDepletionDtiDecline',
    in: ['product'],
    when: (a) =>
      a.status?.uwSubDecision === 'UNVERIFIED_DTI_LIMITED' &&
      !a.assetDepletion?.complete &&
      (!a.status.uwDecision || a.status.uwDecision === 'ASSET_DEPLETION'),
  },
  { event: 'selectProduct', in: ['product'], when: (a) => (a.term ?? 0) > 0 && (a.amount ?? 0) > 0 },
  {
    event: 'addProfileInfo',
    in: ['moreProfile'],
    when: (a) =>
      Boolean(a.selectedAddressOwnership) && Boolean(a.hasSsn) && facts.hasConsent(a, 'HARD_CREDIT'),
  },
  { event: 'addHmdaInfo', in: ['hmda'], when: (a) => Boolean(a.hasHmda) },
  {
    event: 'summarySigning',
    in: ['waitSummary'],
    when: (a) => Boolean(a.status?.disclosurelistSummaryReady),
  },
  {
    event: 'summarySigned',
    in: ['appSummary'],
    when: (a) => Boolean(a.status?.disclosurelistSummaryComplete),
  },
  {
    event: 'employerVerification',
    in: ['incomeReview'],
    when: (a) => Boolean(a.status?.employmentVerificationNeeded),
  },
  {
    event: 'incomePartialVerified',
    in: ['incomeReview'],
    when: (a) =>
      Boolean(a.status?.manualPaystubUpload) &&
      !a.status?.manualPaystubTasksComplete &&
      !facts.hasSelfEmployedIncome(a),
  },
  {
    event: 'bpoEscalate',
    in: ['incomeReview', 'docVerify'],
    when: (a) =>
      facts.isTexas(a) && facts.disburseAccountComplete(a) && facts.hasIdFront(a) && facts.bpoOutstanding(a),
  },
  {
    event: 'incomeVerified',
    in: ['incomeReview'],
    when: (a) =>
      a.status?.uwSubDecision === 'VERIFIED_INCOME_MATCHED_OFFER' ||
      a.status?.uwSubDecision === 'FINAL_OFFER',
  },
  {
    event: 'manualAutopaySetup',
    in: ['ach'],
    when: (a) => facts.autopayAccountMissing(a) && giact(a) === 'FAILED_VERIFICATION',
  },
  {
    event: 'manualDisburseSetup',
    in: ['ach'],
    when: (a) => facts.autopayAccountMissing(a) && ['', 'VERIFIED', 'PENDING_REVIEW'].includes(giact(a)),
  },
  {
    event: 'merchantReview',
    in: ['ach', 'autopay'],
    when: (a) => facts.bankSetupComplete(a) && giact(a) === 'PENDING_REVIEW',
  },
  { event: 'disbursementAch', in: ['ach', 'autopay'], when: facts.bankSetupComplete },
  { event: 'manualDisburseManualPay', in: ['manualAutopay'], when: facts.hasAutopayAccount },
  { event: 'merchantReviewed', in: ['waitMerchant'], when: (a) => giact(a) === 'VERIFIED' },
  { event: 'lienAttestation', in: ['lienAttestation'], when: attestationClear },
  {
    event: 'bpoProcessWaiting',
    in: ['docVerify', 'bpo', 'waitSign'],
    when: (a) => processing(a) && facts.hasIdFront(a),
  },
  {
    event: 'idDocsUploaded',
    in: ['docVerify'],
    when: (a) => facts.hasIdFront(a) && (!facts.isTexas(a) || !facts.bpoOutstanding(a)),
  },
  { event: 'noteSigning', in: ['waitSign'], when: (a) => Boolean(a.status?.disclosurelistClosingReady) },
  { event: 'signed', in: ['sign'], when: (a) => Boolean(a.status?.disclosurelistClosingComplete) },
  { event: 'coDeedConfirmed', in: ['codeed'], when: (a) => a.coDeedStatus === 'COMPLETE' },
  { event: 'deedSigning', in: ['waitNotary'], when: (a) => Boolean(a.status?.disclosurelistNotaryReady) },
  {
    event: 'enotarySigned',
    in: ['notary'],
    when: (a) => !a.status?.manualNotary && Boolean(a.status?.primaryParticipantAcceptComplete),
  },
  {
    event: 'manualEnotarySigned',
    in: ['notary'],
    when: (a) => Boolean(a.status?.manualNotary && a.status.manualDeedSigningComplete),
  },
  { event: 'insuranceConfirmed', in: ['insurance'], when: (a) => Boolean(a.insurance?.complete) },
];

export function triggerApplies(trigger: EngineTrigger, state: EngineState): boolean {
  return trigger.in === 'progress' ? !OUTCOME_STATES.has(state) : trigger.in.includes(state);
}
