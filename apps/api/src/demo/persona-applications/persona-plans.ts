import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import {
  driveIncomeAndBank,
  driveThroughSubmission,
  driveThroughUnderwriting,
  giveBankAccount,
  verifyIdentity,
  verifyIncome,
} from './drive-steps.ts';
import { expectStep, type Journey } from './journey.ts';

/** Where a seeded persona's application is left: the step the status answers and the page the borrower opens on. */
export interface PersonaPlan {
  firstName: string;
  /** The property, when the persona is not picked by the last name alone. */
  property?: { street1: string; city: string; state: string; zip: string };
  step: ServerStep;
  /** The page it opens on, where that is not the persona's landing page (docs/sandbox-scenarios.md). */
  page?: string;
  /** The borrower's calls after registration, up to where the persona's branch shows. */
  drive(j: Journey): Promise<unknown>;
}

const softPull = (j: Journey) => j.settle();

async function retryCredit(j: Journey, path: string, payload: object) {
  await j.settle();
  await expectStep(j, await j.act('PUT', path, payload), 'WAITING_FOR_CREDIT');
  return j.settle();
}

async function throughIncome(j: Journey, next: ServerStep) {
  await driveThroughSubmission(j);
  await verifyIncome(j, next);
}

async function toIdentityCheck(j: Journey) {
  await driveThroughSubmission(j);
  await driveIncomeAndBank(j);
  return verifyIdentity(j);
}

/**
 * One plan per persona id of providers/personas*.ts (the persona-seed test fails when one is missing). The first
 * names are fictional; the last name is the persona's pick. Personas whose branch lies after offer selection choose
 * the smallest fixed line and walk the after-offer calls up to it.
 */
export const PERSONA_PLANS: Readonly<Record<string, PersonaPlan>> = {
  HAPPY_PATH: { firstName: 'Harriet', step: 'OFFER_SELECTION', drive: driveThroughUnderwriting },
  CREDIT_NO_MATCH: { firstName: 'Nadia', step: 'CREDIT_NO_MATCH', drive: softPull },
  CREDIT_NO_MATCH_SSN_HELD: {
    firstName: 'Nolan',
    step: 'CREDIT_NO_MATCH_SSN_HELD',
    drive: (j) => retryCredit(j, 'ssn', { ssn: '666-02-4821' }),
  },
  CREDIT_FROZEN: { firstName: 'Fiona', step: 'CREDIT_FROZEN', drive: softPull },
  CREDIT_LOCKED: { firstName: 'Luca', step: 'CREDIT_LOCKED', drive: softPull },
  CREDIT_FROZEN_WITH_PIN: { firstName: 'Penny', step: 'CREDIT_FROZEN', drive: softPull },
  CREDIT_INCORRECT_PIN: {
    firstName: 'Wesley',
    step: 'CREDIT_INCORRECT_PIN',
    drive: (j) => retryCredit(j, 'credit-freeze-pin', { pin: '1234' }),
  },
  NO_CREDIT: { firstName: 'Nina', step: 'CREDIT_NO_MATCH_SSN_HELD', drive: softPull },
  NO_PROPERTY: { firstName: 'Noah', step: 'NO_PROPERTY', drive: softPull },
  SEVERAL_PROPERTIES: { firstName: 'Sebastian', step: 'MULTIPLE_PROPERTY', drive: softPull },
  DATATREE_NO_MATCH: { firstName: 'Dana', step: 'NO_PROPERTY', drive: softPull },
  INCORRECT_OWNERSHIP: {
    firstName: 'Oscar',
    step: 'NO_PROPERTY',
    drive: softPull,
  },
  DECLINE: { firstName: 'Della', step: 'DECLINED', drive: driveThroughUnderwriting },
  DTI_DECLINE: { firstName: 'Desmond', step: 'DECLINED', drive: driveThroughUnderwriting },
  CREDIT_SCORE_DECLINE: { firstName: 'Lorna', step: 'DECLINED', drive: driveThroughUnderwriting },
  ASSET_DEPLETION: { firstName: 'Astrid', step: 'ASSETS_PREQUAL', drive: driveThroughUnderwriting },
  TEXAS_VALUATION: {
    firstName: 'Teresa',
    property: { street1: '100 Alamo Plaza', city: 'San Antonio', state: 'TX', zip: '78205' },
    step: 'BPO_CONDITION',
    drive: toIdentityCheck,
  },
  VALUATION_ESTIMATE: {
    firstName: 'Vera',
    property: { street1: '8 No Avm Lane', city: 'Fresno', state: 'CA', zip: '93721' },
    step: 'NO_AVM',
    drive: softPull,
  },
  FLOOD_CERT_WAIT: {
    firstName: 'Flora',
    property: { street1: '12 Flood Zone Way', city: 'Stockton', state: 'CA', zip: '95202' },
    step: 'CLOSING_DISCLOSURE_GENERATED',
    drive: toIdentityCheck,
  },
  ONSITE_APPRAISAL: {
    firstName: 'April',
    property: { street1: '3 Appraisal Court', city: 'Modesto', state: 'CA', zip: '95354' },
    step: 'ONSITE_APPRAISAL',
    drive: softPull,
  },
  DELINQUENCY_REVIEW: {
    firstName: 'Delia',
    step: 'DELINQUENCY_REVIEW',
    drive: driveThroughUnderwriting,
  },
  PAYOFF_PENDING: {
    firstName: 'Paxton',
    step: 'PAYOFF_PENDING',
    drive: async (j) => {
      await toIdentityCheck(j);
      return j.settle();
    },
  },
  EMPLOYMENT_VERIFICATION: {
    firstName: 'Emery',
    step: 'EMPLOYMENT_VERIFICATION',
    drive: (j) => throughIncome(j, 'EMPLOYMENT_VERIFICATION'),
  },
  MANUAL_PAYSTUB: {
    firstName: 'Pablo',
    step: 'INCOME_VERIFICATION',
    drive: (j) => throughIncome(j, 'INCOME_VERIFICATION'),
  },
  REQUALIFY: { firstName: 'Quinn', step: 'REQUALIFY', drive: driveThroughSubmission },
  INCOME_LOWER: {
    firstName: 'Lowell',
    step: 'REVISED_OFFER_SELECTION',
    drive: (j) => throughIncome(j, 'REVISED_OFFER_SELECTION'),
  },
  BANK_PENDING_REVIEW: {
    firstName: 'Bianca',
    step: 'IDENTITY_VERIFICATION',
    // The pending review is the account's status once given; the borrower is already past the bank page.
    page: 'identity',

    drive: async (j) => {
      await throughIncome(j, 'DISBURSEMENT_ACCOUNT');
      await giveBankAccount(j, 'IDENTITY_VERIFICATION');
    },
  },
  INQUIRY_ATTESTATION: { firstName: 'Ingrid', step: 'LIEN_VERIFICATION', drive: toIdentityCheck },
  BANK_FAILED: {
    firstName: 'Barnaby',
    step: 'DISBURSEMENT_ACCOUNT',
    drive: async (j) => {
      await throughIncome(j, 'DISBURSEMENT_ACCOUNT');
      await giveBankAccount(j, 'DISBURSEMENT_ACCOUNT');
    },
  },
  IDENTITY_FAILED: { firstName: 'Ida', step: 'IDENTITY_VERIFICATION', drive: toIdentityCheck },
};
