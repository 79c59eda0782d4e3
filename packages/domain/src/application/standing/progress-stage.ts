import type { ServerStep } from '../../server-steps/server-step.ts';

/**
 * The progress sidebar's step (spec 001 §2: Basic Info, Select Offer, Provide More Info, Link Income Sources,
 * Verify Identity, Sign Documents, Talk to eNotary) of each server step, in the order the server's workflow takes
 * them (decision 172). COMPLETE_STAGE is past the last: every step done.
 *
 * Bank accounts are asked for between income and identity on the server, so they belong to Verify Identity (the
 * account is verified too); the engine-state mapping of decision 087 put them under Sign Documents, which made a
 * failed bank account show Verify Identity done.
 *
 * `carry` marks the steps that can happen at more than one point (waits on underwriting, valuation, title or
 * payoff, a decline, a cancellation): they stay on the step the application was on before.
 */
export const COMPLETE_STAGE = 7;
/** Sign Documents: where the lien attestation before the closing documents stands (decision 235). */
export const SIGN_DOCUMENTS_STAGE = 5;
type Stage = 0 | 1 | 2 | 3 | 4 | 5 | 6 | typeof COMPLETE_STAGE | 'carry';

const STAGE: Readonly<Record<ServerStep, Stage>> = {
  // Basic Info: the soft credit check and the property.
  WAITING_FOR_CREDIT: 'carry',
  CREDIT_NO_MATCH: 0,
  CREDIT_NO_MATCH_SSN_HELD: 0,
  CREDIT_LOCKED: 0,
  CREDIT_FROZEN: 0,
  CREDIT_INCORRECT_PIN: 0,
  CREDIT_ERROR: 'carry',
  FACTA: 'carry',
  NO_PROPERTY: 0,
  MULTIPLE_PROPERTY: 0,
  // Select Offer: the liens the offers rest on, the offers, and their branches.
  LIEN_VERIFICATION: 1,
  OFFER_SELECTION: 1,
  REVISED_OFFER_SELECTION: 1,
  ASSETS_PREQUAL: 1,
  REQUALIFY: 1,
  // Provide More Info: contact, HMDA, the summary and submission (with the hard pull).
  COLLECT_ADDITIONAL_INFO: 2,
  HMDA: 2,
  SUMMARY_DISCLOSURE_GENERATION: 2,
  SUMMARY_DISCLOSURE: 2,
  APP_SUBMISSION: 2,
  HARD_CREDIT_PULL: 2,
  // Link Income Sources.
  INCOME_VERIFICATION: 3,
  WAITING_FOR_INCOME: 3,
  EMPLOYMENT_VERIFICATION: 3,
  // Verify Identity: the bank accounts, then the ID.
  DISBURSEMENT_ACCOUNT: 4,
  AUTOPAY_ACCOUNT: 4,
  WAITING_FOR_BANK_VERIFICATION: 4,
  IDENTITY_VERIFICATION: 4,
  WAITING_FOR_IDENTITY: 4,
  // Sign Documents.
  CLOSING_DISCLOSURE_GENERATION: 5,
  CLOSING_DISCLOSURE_GENERATED: 5,
  WAITING_FOR_FLOOD_CERT: 5,
  FINAL_OFFER: 5,
  NOTE_GENERATION: 5,
  NOTE_SIGNING: 5,
  CO_DEED: 5,
  WAITING_FOR_CO_DEED: 5,
  // Talk to eNotary (or Schedule Notary Session).
  NOTARY_DISCLOSURE_GENERATION: 6,
  NOTARY_DISCLOSURE: 6,
  WAITING_FOR_NOTARY: 6,
  NOTARY_WAITING_PERIOD: 6,
  ATTORNEY_REVIEW: 6,
  DEED_SIGNING: 6,
  MANUAL_DEED_SIGNING: 6,
  // Every step done.
  DEED_SIGNING_ACCEPTED: COMPLETE_STAGE,
  RESCISSION_GENERATION: COMPLETE_STAGE,
  RESCISSION: COMPLETE_STAGE,
  RECORDING: COMPLETE_STAGE,
  FUNDABLE: COMPLETE_STAGE,
  FUNDING_DECISION: COMPLETE_STAGE,
  WAITING_FOR_FUNDING: COMPLETE_STAGE,
  COMPLETE: COMPLETE_STAGE,
  // Waits and ends that can come at several points.
  IN_PROGRESS: 'carry',
  WAITING_FOR_UNDERWRITING: 'carry',
  DELINQUENCY_REVIEW: 'carry',
  NO_AVM: 'carry',
  NO_BPO_ESTIMATE: 'carry',
  BPO_CONDITION: 'carry',
  BPO_ORDER: 'carry',
  BPO_PROCESSING: 'carry',
  WAITING_FOR_BPO: 'carry',
  ONSITE_APPRAISAL: 'carry',
  TITLE_PROCESSING: 'carry',
  WAITING_FOR_TITLE: 'carry',
  PAYOFF_PENDING: 'carry',
  DECLINED: 'carry',
  CANCELLED: 'carry',
  UNKNOWN: 'carry',
};

/** The fixed stage of a step, or undefined for a step that carries the one before it. */
export function fixedStageOf(step: ServerStep): number | undefined {
  const stage = STAGE[step];
  return stage === 'carry' ? undefined : stage;
}

export interface StageHistory {
  /** The stage the application is on now. */
  readonly current: number;
  /** The furthest stage it has reached, now or before (a revised offer after income keeps income done). */
  readonly furthest: number;
}

/**
 * The current and furthest stages from the steps the application has been in (oldest first, the current step
 * last or not yet listed). A carried step takes the stage of the last fixed step before it, Basic Info at first.
 */
export function stageHistory(step: ServerStep, visited: readonly ServerStep[]): StageHistory {
  let last = 0;
  let furthest = 0;
  for (const seen of visited) {
    const stage = fixedStageOf(seen);
    if (stage === undefined) continue;
    last = stage;
    furthest = Math.max(furthest, stage);
  }
  const current = fixedStageOf(step) ?? last;
  return { current, furthest: Math.max(furthest, current) };
}
