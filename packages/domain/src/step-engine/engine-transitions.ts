import type { EngineState } from './engine-states.ts';

export interface EngineTransition {
  readonly event: string;
  /** 'any' means the event is accepted in every state. */
  readonly from: 'any' | readonly EngineState[];
  readonly to: EngineState;
}

/** Spec 000 §4 transition table, one row per event (rows naming two events are split). */
export const SPEC_TRANSITIONS = [
  { event: 'softCreditNoMatch', from: ['profile', 'liens', 'product'], to: 'ssnCredit' },
  { event: 'creditLocked', from: 'any', to: 'errorCredit' },
  { event: 'creditFrozen', from: 'any', to: 'errorCredit' },
  { event: 'creditIncorrectPin', from: 'any', to: 'incorrectPin' },
  { event: 'softCreditNoCredit', from: 'any', to: 'noCredit' },
  { event: 'propertyNoMatch', from: 'any', to: 'noProperty' },
  { event: 'datatreeNoMatch', from: 'any', to: 'datatreeError' },
  { event: 'repullSoftCredit', from: ['profile'], to: 'product' },
  { event: 'lienInfo', from: ['profile'], to: 'liens' },
  { event: 'underwrite', from: 'any', to: 'product' },
  { event: 'assetDepletionDtiDecline', from: ['product'], to: 'assetDepletion' },
  { event: 'selectProduct', from: ['product'], to: 'moreProfile' },
  { event: 'addProfileInfo', from: ['moreProfile'], to: 'hmda' },
  { event: 'addHmdaInfo', from: ['hmda'], to: 'waitSummary' },
  { event: 'summarySigning', from: ['waitSummary'], to: 'appSummary' },
  { event: 'summarySigned', from: ['appSummary'], to: 'incomeReview' },
  { event: 'incomeVerified', from: ['incomeReview'], to: 'ach' },
  { event: 'disbursementAch', from: ['autopay', 'ach'], to: 'docVerify' },
  { event: 'idDocsUploaded', from: ['docVerify'], to: 'waitSign' },
  { event: 'bpoEscalate', from: ['docVerify', 'incomeReview'], to: 'bpo' },
  { event: 'bpoProcessWaiting', from: 'any', to: 'bpoProcessing' },
  { event: 'idReUpload', from: 'any', to: 'docVerify' },
  { event: 'adHocDocRequired', from: 'any', to: 'documents' },
  { event: 'incomePartialVerified', from: 'any', to: 'manualPaystubUpload' },
  { event: 'manualDisburseSetup', from: 'any', to: 'autopay' },
  { event: 'manualDisburseManualPay', from: 'any', to: 'docVerify' },
  { event: 'merchantReviewed', from: 'any', to: 'lienAttestation' },
  { event: 'lienAttestation', from: 'any', to: 'waitSign' },
  { event: 'employerVerification', from: 'any', to: 'emplVerify' },
  { event: 'noteSigning', from: ['waitSign'], to: 'sign' },
  { event: 'signed', from: ['sign'], to: 'codeed' },
  { event: 'coDeedConfirmed', from: ['codeed'], to: 'waitNotary' },
  { event: 'deedSigning', from: 'any', to: 'notary' },
  { event: 'enotarySigned', from: ['notary'], to: 'insurance' },
  { event: 'manualEnotarySigned', from: ['notary'], to: 'insurance' },
  { event: 'insuranceConfirmed', from: ['insurance'], to: 'waitFund' },
  { event: 'finish', from: 'any', to: 'waitFund' },
  { event: 'inactive', from: 'any', to: 'declined' },
  { event: 'decline', from: 'any', to: 'declined' },
  { event: 'dtiDecline', from: 'any', to: 'dtiDeclined' },
  { event: 'creditScoreDecline', from: 'any', to: 'creditScoreDeclined' },
  { event: 'delinquencyReview', from: 'any', to: 'delinquency' },
  { event: 'fund', from: 'any', to: 'complete' },
] as const satisfies readonly EngineTransition[];

/**
 * The spec names uwReview, waitMerchant and manualAutopay as states but no row enters them; these three events do
 * (decision 041).
 */
export const ADDED_TRANSITIONS = [
  { event: 'underwritingReview', from: 'any', to: 'uwReview' },
  { event: 'merchantReview', from: ['autopay', 'ach'], to: 'waitMerchant' },
  { event: 'manualAutopaySetup', from: ['ach'], to: 'manualAutopay' },
] as const satisfies readonly EngineTransition[];

export const ENGINE_TRANSITIONS: readonly EngineTransition[] = [...SPEC_TRANSITIONS, ...ADDED_TRANSITIONS];

export type EngineEventType =
  (typeof SPEC_TRANSITIONS)[number]['event'] | (typeof ADDED_TRANSITIONS)[number]['event'];

export const ENGINE_EVENTS: readonly EngineEventType[] = ENGINE_TRANSITIONS.map(
  (t) => t.event as EngineEventType,
);
