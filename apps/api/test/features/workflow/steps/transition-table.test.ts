import { SERVER_STEPS, type ServerStep } from '@lintel/domain/server-steps/server-step';
import { describe, expect, it } from 'vitest';
import { STEP_MODULES } from '../../../../src/features/workflow/steps/all-step-modules.ts';
import { FINAL_STEPS } from '../../../../src/features/workflow/steps/server-steps.ts';
import { deriveTransitions } from '../../../../src/features/workflow/steps/step-registry.ts';
import { canTransition, nextSteps } from '../../../../src/features/workflow/steps/transitions.ts';

// The hand-kept table of apps/api/src/features/workflow/steps/transitions.ts as it was before the step modules
// (decision 162), copied unchanged: the table derived from the modules must allow exactly these moves, plus
// cancelling from every open step (which the old table added in canTransition rather than on every row).
const NEXT_BEFORE_STEP_MODULES: Readonly<Partial<Record<ServerStep, readonly ServerStep[]>>> = {
  // Pre-qualification: soft pull and property lookup (one job), liens, underwriting.
  WAITING_FOR_CREDIT: [
    'LIEN_VERIFICATION',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN_HELD',
    'CREDIT_FROZEN',
    'CREDIT_LOCKED',
    'CREDIT_INCORRECT_PIN',
    'CREDIT_ERROR',
    'FACTA',
    'NO_PROPERTY',
    'MULTIPLE_PROPERTY',
    'NO_AVM',
    'ONSITE_APPRAISAL',
    'UNKNOWN',
  ],
  CREDIT_NO_MATCH: ['WAITING_FOR_CREDIT'],
  CREDIT_FROZEN: ['WAITING_FOR_CREDIT'],
  CREDIT_INCORRECT_PIN: ['WAITING_FOR_CREDIT'],
  CREDIT_LOCKED: ['WAITING_FOR_CREDIT'],
  CREDIT_ERROR: ['WAITING_FOR_CREDIT'],
  NO_PROPERTY: ['WAITING_FOR_CREDIT'],
  MULTIPLE_PROPERTY: ['WAITING_FOR_CREDIT', 'LIEN_VERIFICATION'],
  // Decision 235: the same page attests a recent inquiry before the closing documents.
  LIEN_VERIFICATION: ['WAITING_FOR_UNDERWRITING', 'WAITING_FOR_TITLE', 'CLOSING_DISCLOSURE_GENERATED'],
  WAITING_FOR_UNDERWRITING: [
    'OFFER_SELECTION',
    'REVISED_OFFER_SELECTION',
    'FINAL_OFFER',
    'ASSETS_PREQUAL',
    'REQUALIFY',
    'DELINQUENCY_REVIEW',
    'NO_AVM',
    'BPO_CONDITION',
    'ONSITE_APPRAISAL',
    'PAYOFF_PENDING',
    'DECLINED',
    'UNKNOWN',
  ],
  ASSETS_PREQUAL: ['WAITING_FOR_UNDERWRITING'],
  NO_AVM: ['LIEN_VERIFICATION', 'WAITING_FOR_UNDERWRITING'],
  NO_BPO_ESTIMATE: ['WAITING_FOR_UNDERWRITING'],
  DELINQUENCY_REVIEW: ['WAITING_FOR_UNDERWRITING', 'DECLINED'],
  PAYOFF_PENDING: ['WAITING_FOR_UNDERWRITING', 'WAITING_FOR_TITLE'],
  ONSITE_APPRAISAL: ['LIEN_VERIFICATION', 'WAITING_FOR_UNDERWRITING'],
  BPO_CONDITION: ['BPO_ORDER'],
  BPO_ORDER: ['BPO_PROCESSING', 'WAITING_FOR_BPO'],
  WAITING_FOR_BPO: ['BPO_PROCESSING', 'NO_BPO_ESTIMATE', 'WAITING_FOR_UNDERWRITING'],
  BPO_PROCESSING: ['WAITING_FOR_UNDERWRITING', 'NO_BPO_ESTIMATE'],
  REQUALIFY: ['WAITING_FOR_UNDERWRITING', 'DECLINED'],
  // Application: offer, profile, HMDA, summary disclosure, submission, hard pull.
  OFFER_SELECTION: ['COLLECT_ADDITIONAL_INFO', 'NOTE_SIGNING'],
  // A re-selection after the hard pull (requalify) still needs verified income; after verification it goes on.
  REVISED_OFFER_SELECTION: [
    'COLLECT_ADDITIONAL_INFO',
    'INCOME_VERIFICATION',
    'DISBURSEMENT_ACCOUNT',
    // A crypto-backed line's bank step is its autopay account (decision 239).
    'AUTOPAY_ACCOUNT',
    'NOTE_SIGNING',
  ],
  COLLECT_ADDITIONAL_INFO: ['HMDA'],
  HMDA: ['SUMMARY_DISCLOSURE_GENERATION', 'SUMMARY_DISCLOSURE'],
  SUMMARY_DISCLOSURE_GENERATION: ['SUMMARY_DISCLOSURE', 'UNKNOWN'],
  SUMMARY_DISCLOSURE: ['APP_SUBMISSION'],
  APP_SUBMISSION: ['HARD_CREDIT_PULL', 'INCOME_VERIFICATION'],
  HARD_CREDIT_PULL: ['INCOME_VERIFICATION', 'REQUALIFY', 'DECLINED', 'CREDIT_ERROR', 'FACTA', 'UNKNOWN'],
  // Verification: income, employment, bank accounts, identity, title and flood.
  INCOME_VERIFICATION: [
    'WAITING_FOR_INCOME',
    'EMPLOYMENT_VERIFICATION',
    'REVISED_OFFER_SELECTION',
    'FINAL_OFFER',
    'DISBURSEMENT_ACCOUNT',
    // A crypto-backed line's bank step is its autopay account (decision 239).
    'AUTOPAY_ACCOUNT',
    'DECLINED',
  ],
  WAITING_FOR_INCOME: [
    'INCOME_VERIFICATION',
    'EMPLOYMENT_VERIFICATION',
    'REVISED_OFFER_SELECTION',
    'FINAL_OFFER',
    'DISBURSEMENT_ACCOUNT',
    // A crypto-backed line's bank step is its autopay account (decision 239).
    'AUTOPAY_ACCOUNT',
    'DECLINED',
  ],
  EMPLOYMENT_VERIFICATION: ['INCOME_VERIFICATION', 'DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
  FINAL_OFFER: ['DISBURSEMENT_ACCOUNT', 'NOTE_SIGNING'],
  DISBURSEMENT_ACCOUNT: ['WAITING_FOR_BANK_VERIFICATION', 'AUTOPAY_ACCOUNT', 'IDENTITY_VERIFICATION'],
  // Decision 234: the bank's review, once over, leads where identity would have (the title, the closing documents).
  WAITING_FOR_BANK_VERIFICATION: [
    'DISBURSEMENT_ACCOUNT',
    'AUTOPAY_ACCOUNT',
    'IDENTITY_VERIFICATION',
    'LIEN_VERIFICATION',
    'WAITING_FOR_TITLE',
    'CLOSING_DISCLOSURE_GENERATED',
  ],
  AUTOPAY_ACCOUNT: ['IDENTITY_VERIFICATION'],
  IDENTITY_VERIFICATION: [
    'WAITING_FOR_IDENTITY',
    'BPO_CONDITION',
    'WAITING_FOR_BANK_VERIFICATION',
    'LIEN_VERIFICATION',
    'WAITING_FOR_TITLE',
    'CLOSING_DISCLOSURE_GENERATION',
    'CLOSING_DISCLOSURE_GENERATED',
  ],
  WAITING_FOR_IDENTITY: [
    'IDENTITY_VERIFICATION',
    'BPO_CONDITION',
    'WAITING_FOR_BANK_VERIFICATION',
    'LIEN_VERIFICATION',
    'WAITING_FOR_TITLE',
    'CLOSING_DISCLOSURE_GENERATION',
    'CLOSING_DISCLOSURE_GENERATED',
  ],
  WAITING_FOR_TITLE: [
    'TITLE_PROCESSING',
    'WAITING_FOR_FLOOD_CERT',
    'PAYOFF_PENDING',
    'CLOSING_DISCLOSURE_GENERATION',
    'CLOSING_DISCLOSURE_GENERATED',
  ],
  TITLE_PROCESSING: [
    'WAITING_FOR_FLOOD_CERT',
    'PAYOFF_PENDING',
    'CLOSING_DISCLOSURE_GENERATION',
    'CLOSING_DISCLOSURE_GENERATED',
  ],
  WAITING_FOR_FLOOD_CERT: ['CLOSING_DISCLOSURE_GENERATION', 'CLOSING_DISCLOSURE_GENERATED'],
  // Closing: disclosures, note, co-deed, notary, rescission, recording, funding.
  CLOSING_DISCLOSURE_GENERATION: ['CLOSING_DISCLOSURE_GENERATED', 'UNKNOWN'],
  CLOSING_DISCLOSURE_GENERATED: ['NOTE_GENERATION', 'NOTE_SIGNING', 'WAITING_FOR_FLOOD_CERT'],
  NOTE_GENERATION: ['NOTE_SIGNING', 'UNKNOWN'],
  NOTE_SIGNING: ['CO_DEED', 'WAITING_FOR_CO_DEED', 'NOTARY_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE'],
  CO_DEED: ['WAITING_FOR_CO_DEED', 'NOTARY_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE'],
  WAITING_FOR_CO_DEED: ['NOTARY_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE'],
  NOTARY_DISCLOSURE_GENERATION: ['NOTARY_DISCLOSURE', 'UNKNOWN'],
  NOTARY_DISCLOSURE: [
    'ATTORNEY_REVIEW',
    'NOTARY_WAITING_PERIOD',
    'WAITING_FOR_NOTARY',
    'DEED_SIGNING',
    'MANUAL_DEED_SIGNING',
  ],
  ATTORNEY_REVIEW: ['NOTARY_WAITING_PERIOD', 'WAITING_FOR_NOTARY', 'DEED_SIGNING'],
  NOTARY_WAITING_PERIOD: ['WAITING_FOR_NOTARY', 'DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  WAITING_FOR_NOTARY: ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'],
  // Added since (decisions 208, 232): a cancelled notary session or appointment goes back to choosing a notary.
  DEED_SIGNING: ['DEED_SIGNING_ACCEPTED', 'RESCISSION_GENERATION', 'RESCISSION', 'NOTARY_DISCLOSURE'],
  MANUAL_DEED_SIGNING: ['DEED_SIGNING_ACCEPTED', 'RESCISSION_GENERATION', 'RESCISSION', 'NOTARY_DISCLOSURE'],
  DEED_SIGNING_ACCEPTED: ['RESCISSION_GENERATION', 'RESCISSION'],
  RESCISSION_GENERATION: ['RESCISSION', 'UNKNOWN'],
  RESCISSION: ['RECORDING', 'FUNDABLE'],
  RECORDING: ['FUNDABLE'],
  FUNDABLE: ['WAITING_FOR_FUNDING', 'FUNDING_DECISION', 'COMPLETE'],
  WAITING_FOR_FUNDING: ['FUNDING_DECISION', 'COMPLETE'],
  FUNDING_DECISION: ['COMPLETE', 'DECLINED'],
  // An unexpected provider failure parks the file; an agent or a retry puts it back into a waiting step.
  UNKNOWN: ['WAITING_FOR_CREDIT', 'WAITING_FOR_UNDERWRITING', 'HARD_CREDIT_PULL', 'IN_PROGRESS'],
  IN_PROGRESS: ['WAITING_FOR_CREDIT', 'WAITING_FOR_UNDERWRITING'],
};

const finals: readonly ServerStep[] = FINAL_STEPS;

/** The rows the old canTransition allowed: NEXT, plus CANCELLED from every open step; nothing out of a final one. */
function expectedRow(from: ServerStep): ServerStep[] {
  if (finals.includes(from)) return [];
  return [...(NEXT_BEFORE_STEP_MODULES[from] ?? []), 'CANCELLED'];
}

const sorted = (steps: readonly ServerStep[]) => [...steps].sort();

describe('the transition table derived from the step modules', () => {
  it('equals, row for row, the table the workflow had before the modules', () => {
    for (const from of SERVER_STEPS) expect(sorted(nextSteps(from)), from).toEqual(sorted(expectedRow(from)));
  });

  it('allows exactly those moves, every pair of steps checked', () => {
    for (const from of SERVER_STEPS)
      for (const to of SERVER_STEPS)
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(expectedRow(from).includes(to));
  });

  it('has no move out of a final step and no row listing a step twice', () => {
    const derived = deriveTransitions(STEP_MODULES);
    for (const final of finals) expect(derived.get(final), final).toBeUndefined();
    for (const [from, row] of derived) expect(new Set(row).size, from).toBe(row.length);
  });
});
