import type { Application, ApplicationStatus } from '../../src/application/application.ts';

export const UUID = '0b7c4f5e-8a1d-4c3b-9f2e-1a2b3c4d5e6f';

export function app(patch: Partial<Application> = {}, status: ApplicationStatus = {}): Application {
  return { uuid: UUID, ...patch, status: { ...patch.status, ...status } };
}

export function withStatus(base: Application, status: ApplicationStatus): Application {
  return { ...base, status: { ...base.status, ...status } };
}

/** A borrower's application, filled step by step: each entry adds what the next step of the journey needs. */
export const JOURNEY: readonly {
  readonly name: string;
  readonly add: (a: Application) => Application;
  readonly state: string;
  readonly page: string;
}[] = [
  { name: 'nothing yet', add: (a) => a, state: 'profile', page: 'start/profile' },
  {
    name: 'name, birthdate, property and soft-credit consent',
    add: (a) => ({
      ...a,
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      dob: '1980-01-02',
      selectedPropertyUuid: 'p1',
      consents: [{ type: 'SOFT_CREDIT' }],
    }),
    state: 'liens',
    page: 'liens',
  },
  {
    name: 'liens complete',
    add: (a) => withStatus(a, { liensComplete: true }),
    state: 'product',
    page: 'product/select',
  },
  {
    name: 'offer chosen',
    add: (a) => ({ ...a, term: 30, amount: 50000 }),
    state: 'moreProfile',
    page: 'start/contact',
  },
  {
    name: 'ownership, SSN and hard-credit consent',
    add: (a) => ({
      ...a,
      selectedAddressOwnership: 'OWNER',
      hasSsn: true,
      consents: [...(a.consents ?? []), { type: 'HARD_CREDIT' }],
    }),
    state: 'hmda',
    page: 'start/hmda',
  },
  { name: 'HMDA answered', add: (a) => ({ ...a, hasHmda: true }), state: 'waitSummary', page: 'hold' },
  {
    name: 'summary ready',
    add: (a) => withStatus(a, { disclosurelistSummaryReady: true }),
    state: 'appSummary',
    page: 'start/app-summary',
  },
  {
    name: 'summary signed',
    add: (a) => withStatus(a, { disclosurelistSummaryComplete: true }),
    state: 'incomeReview',
    page: 'income/review',
  },
  {
    name: 'income verified',
    add: (a) => withStatus(a, { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }),
    state: 'ach',
    page: 'bank/disburse',
  },
  {
    name: 'disbursement account, manual pay',
    add: (a) => ({
      ...a,
      payType: 'MANUAL',
      disburseAccount: { uuid: 'd1', routingNumber: '021000021', mask: '1234' },
    }),
    state: 'docVerify',
    page: 'identity',
  },
  {
    name: 'ID front uploaded',
    add: (a) => ({ ...a, documents: [{ type: 'PASSPORT' }] }),
    state: 'waitSign',
    page: 'review-app/signdocs',
  },
  {
    name: 'closing disclosures ready',
    add: (a) => withStatus(a, { disclosurelistClosingReady: true }),
    state: 'sign',
    page: 'signing/intro',
  },
  {
    name: 'closing disclosures signed',
    add: (a) => withStatus(a, { disclosurelistClosingComplete: true }),
    state: 'codeed',
    page: 'signing/additional',
  },
  {
    name: 'co-deeders done',
    add: (a) => ({ ...a, coDeedStatus: 'COMPLETE' }),
    state: 'waitNotary',
    page: 'notary/intro',
  },
  {
    name: 'notary disclosures ready',
    add: (a) => withStatus(a, { disclosurelistNotaryReady: true }),
    state: 'notary',
    page: 'notary/intro',
  },
  {
    name: 'eNotary session accepted',
    add: (a) => withStatus(a, { primaryParticipantAcceptComplete: true }),
    state: 'insurance',
    page: 'insurance/upload',
  },
  {
    name: 'insurance complete',
    add: (a) => ({ ...a, insurance: { complete: true } }),
    state: 'waitFund',
    page: 'complete',
  },
];

/** The application after the whole journey up to and including the step called `name`. */
export function journeyUntil(name: string): Application {
  let current = app();
  for (const step of JOURNEY) {
    current = step.add(current);
    if (step.name === name) return current;
  }
  throw new Error(`no journey step ${name}`);
}
