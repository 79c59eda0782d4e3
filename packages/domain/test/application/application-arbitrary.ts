import fc from 'fast-check';
import type { Application } from '../../src/application/application.ts';
import {
  ACCOUNT_STATUSES,
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  CONSENT_TYPES,
  DECISIONS,
  EMPLOYMENT_TYPES,
  PAY_TYPES,
  SUB_DECISIONS,
  TITLE_STATUSES,
  VERIFICATION_STATUSES,
} from '../../src/application/application-enums.ts';
import { DOCUMENT_TYPES } from '../../src/application/document-types.ts';

// Partial applications as the schema admits them: any field may be missing or null.
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const flag = maybe(fc.boolean());
const text = fc.constantFrom('', 'x', 'TX', 'ca', 'OWNER', '021000021');

const statusArbitrary = fc.record(
  {
    liensComplete: flag,
    uwDecision: maybe(fc.constantFrom(...DECISIONS)),
    uwSubDecision: maybe(fc.constantFrom(...SUB_DECISIONS)),
    inquiryAttestNeeded: flag,
    inquiryAttestComplete: flag,
    manualPaystubUpload: flag,
    manualPaystubTasksComplete: flag,
    giactAccountStatus: maybe(fc.constantFrom(...ACCOUNT_STATUSES)),
    bpo: maybe(fc.constantFrom(...BPO_STATUSES)),
    title: maybe(fc.constantFrom(...TITLE_STATUSES)),
    disclosurelistSummaryReady: flag,
    disclosurelistSummaryComplete: flag,
    disclosurelistClosingReady: flag,
    disclosurelistClosingComplete: flag,
    disclosurelistNotaryReady: flag,
    disclosurelistNotaryComplete: flag,
    primaryParticipantAcceptComplete: flag,
    manualDeedSigningComplete: flag,
    checklistStatus: maybe(fc.constantFrom(...CHECKLIST_STATUSES)),
    employmentVerificationNeeded: flag,
    propertyComplete: flag,
    datatreeNoMatch: flag,
    creditFrozenWithPin: flag,
    dtiDecline: flag,
    creditScoreDecline: flag,
    waitingOnFloodCert: flag,
    manualNotary: flag,
  },
  { requiredKeys: [] },
);

export const applicationArbitrary: fc.Arbitrary<Application> = fc.record(
  {
    uuid: fc.uuid(),
    term: maybe(fc.integer({ min: -1, max: 30 })),
    amount: maybe(fc.integer({ min: -1, max: 500000 })),
    rate: maybe(fc.double({ min: 0, max: 20, noNaN: true })),
    payType: maybe(fc.constantFrom(...PAY_TYPES)),
    selectedPropertyUuid: maybe(text),
    consents: maybe(fc.array(fc.record({ type: fc.constantFrom(...CONSENT_TYPES) }), { maxLength: 3 })),
    documents: maybe(fc.array(fc.record({ type: fc.constantFrom(...DOCUMENT_TYPES) }), { maxLength: 3 })),
    incomeSources: maybe(
      fc.array(fc.record({ employmentType: maybe(fc.constantFrom(...EMPLOYMENT_TYPES)) }), { maxLength: 2 }),
    ),
    disburseAccount: maybe(
      fc.record({ uuid: maybe(text), routingNumber: maybe(text), mask: maybe(text) }, { requiredKeys: [] }),
    ),
    autopayAccount: maybe(fc.record({ uuid: maybe(text) }, { requiredKeys: [] })),
    property: maybe(fc.record({ state: maybe(fc.constantFrom('TX', 'tx', 'CA', '')) }, { requiredKeys: [] })),
    hasHmda: flag,
    coDeedStatus: maybe(fc.constantFrom(...VERIFICATION_STATUSES)),
    insurance: maybe(fc.record({ complete: flag }, { requiredKeys: [] })),
    assetDepletion: maybe(
      fc.record({ complete: flag, amount: maybe(fc.integer({ min: 0, max: 100000 })) }, { requiredKeys: [] }),
    ),
    isCrypto: flag,
    name: maybe(fc.record({ firstName: maybe(text), lastName: maybe(text) }, { requiredKeys: [] })),
    dob: maybe(fc.constantFrom('1980-01-02', '')),
    hasSsn: flag,
    selectedAddressOwnership: maybe(text),
    status: maybe(statusArbitrary),
  },
  { requiredKeys: ['uuid'] },
);
