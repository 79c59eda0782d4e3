import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { PersonaBehaviour } from './persona-types.ts';

/** What personas share: the happy-path behaviour and the step sequences they splice their detours into. */

export const HAPPY_BEHAVIOUR: PersonaBehaviour = {
  credit: { outcome: 'FOUND' },
  property: 'FOUND',
  floodCertPending: false,
  valuation: 'AVM',
  title: 'CLEAR',
  income: 'VERIFIED',
  employer: 'VERIFIED',
  identity: 'VERIFIED',
  bank: 'VERIFIED',
};

export const with_ = (o: Partial<PersonaBehaviour>): PersonaBehaviour => ({ ...HAPPY_BEHAVIOUR, ...o });

/** Steps every approved application walks after it has an offer; personas splice their detours in. */
export const AFTER_OFFER = [
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'SUMMARY_DISCLOSURE',
  'APP_SUBMISSION',
  // The hard pull at submission (a job); a lower tier turns off to REQUALIFY instead of INCOME_VERIFICATION.
  'HARD_CREDIT_PULL',
] as const satisfies readonly ServerStep[];
export const CLOSING = [
  'DISBURSEMENT_ACCOUNT',
  'IDENTITY_VERIFICATION',
  'CLOSING_DISCLOSURE_GENERATED',
  'NOTE_SIGNING',
  'NOTARY_DISCLOSURE',
  'DEED_SIGNING',
  'RESCISSION',
  'FUNDABLE',
  'COMPLETE',
] as const satisfies readonly ServerStep[];
export const TO_OFFER = [
  'WAITING_FOR_CREDIT',
  'LIEN_VERIFICATION',
  'WAITING_FOR_UNDERWRITING',
  'OFFER_SELECTION',
] as const satisfies readonly ServerStep[];
export const HAPPY_STEPS: readonly ServerStep[] = [
  ...TO_OFFER,
  ...AFTER_OFFER,
  'INCOME_VERIFICATION',
  ...CLOSING,
];
