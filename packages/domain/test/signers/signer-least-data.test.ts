import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../src/api/endpoints/all-endpoints.ts';
import type { Application } from '../../src/application/application.ts';
import { CLOSING_DOCUMENT_KINDS } from '../../src/application/closing-documents.ts';
import {
  SIGNER_SHARED_CALLS,
  signerApplicationView,
  signerMayCall,
  signerReceivesDocument,
  signerRelationOfRole,
} from '../../src/signers/signer-least-data.ts';

const ME = '11111111-2222-4333-8444-555555555555';
const OTHER = '99999999-2222-4333-8444-555555555555';

/** The borrower's whole application as the borrower reads it. */
const whole: Application = {
  uuid: '5e1d0000-0000-4000-8000-000000000001',
  loanNumber: 'HL000000000001',
  term: 20,
  amount: 50_000,
  rate: 8.6,
  payType: 'AUTOPAY',
  dob: '1981-06-01',
  hasSsn: true,
  incomeSources: [{ employmentType: 'FULL_TIME' }],
  documents: [{ type: 'PAYSTUB' }],
  disburseAccount: { uuid: 'a', routingNumber: '021000021', mask: '6789' },
  property: {
    uuid: 'p',
    street1: '12 Elm Street',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    value: 600_000,
  },
  name: { firstName: 'Robin', middleName: 'Q', lastName: 'Happy', suffix: 'JR' },
  helocSigners: [{ identityUuid: ME }, { identityUuid: OTHER }],
  coDeedStatus: 'IN_PROGRESS',
  status: { liensComplete: true, uwDecision: 'APPROVED' },
};

describe('what an additional signer may read (issue 28, decision 249)', () => {
  it('a deed-only owner receives the disclosures and their own notice; a co-borrower also the note; no one the summary', () => {
    const received = (relation: 'CO_BORROWER' | 'CO_DEEDER', mine: boolean) =>
      CLOSING_DOCUMENT_KINDS.filter((kind) => signerReceivesDocument(relation, { kind, mine }));
    expect(received('CO_DEEDER', true)).toEqual([
      'ESIGN_CONSENT',
      'HELOC_DISCLOSURE',
      'ACCOUNT_OPENING',
      'RIGHT_TO_CANCEL',
    ]);
    expect(received('CO_BORROWER', true)).toEqual([
      'ESIGN_CONSENT',
      'HELOC_DISCLOSURE',
      'ACCOUNT_OPENING',
      'HELOC_AGREEMENT',
      'RIGHT_TO_CANCEL',
    ]);
    // Another owner's notice of the right to cancel is theirs alone.
    expect(received('CO_DEEDER', false)).not.toContain('RIGHT_TO_CANCEL');
    expect(received('CO_BORROWER', false)).not.toContain('RIGHT_TO_CANCEL');
    expect(signerReceivesDocument('CO_BORROWER', { kind: 'SOMETHING_NEW', mine: true })).toBe(false);
  });

  it('a role this version does not know gets the least', () => {
    expect(signerRelationOfRole('BORROWER')).toBe('CO_BORROWER');
    expect(signerRelationOfRole('CO_DEEDER')).toBe('CO_DEEDER');
    expect(signerRelationOfRole('GUARANTOR')).toBe('CO_DEEDER');
  });

  it('opens to signers only shared reads and the right to cancel, each a call of the contract', () => {
    for (const call of SIGNER_SHARED_CALLS) {
      expect(ALL_ENDPOINTS).toContain(call);
      expect(call.caller).toBe('party');
      expect(signerMayCall(call.method, call.path)).toBe(true);
    }
    const writes = SIGNER_SHARED_CALLS.filter((c) => c.method !== 'GET').map((c) => c.path);
    expect(writes).toEqual(['/service-application/api/v3/application/heloc/:uuid/rescission/cancel']);
    expect(signerMayCall('HEAD', '/service-krang-heloc/borrower/secure/api/v1/:uuid/status')).toBe(true);
    expect(signerMayCall('GET', '/service-application/api/v3/application/heloc/:uuid/liens')).toBe(false);
    expect(
      signerMayCall('GET', '/service-application/api/v3/application/heloc/:uuid/summary-disclosure'),
    ).toBe(false);
  });

  it("gives a deed-only owner the home, whose line and their own entry; a co-borrower also the line's terms", () => {
    const deedOnly = signerApplicationView('CO_DEEDER', whole, ME);
    expect(deedOnly).toEqual({
      uuid: whole.uuid,
      loanNumber: 'HL000000000001',
      property: {
        uuid: 'p',
        street1: '12 Elm Street',
        street2: null,
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      },
      name: { firstName: 'Robin', lastName: 'Happy' },
      coDeedStatus: 'IN_PROGRESS',
      helocSigners: [{ identityUuid: ME }],
    });
    expect(signerApplicationView('CO_BORROWER', whole, ME)).toEqual({
      ...deedOnly,
      term: 20,
      amount: 50_000,
      rate: 8.6,
      payType: 'AUTOPAY',
    });
    expect(signerApplicationView('CO_DEEDER', { uuid: whole.uuid }, ME)).toEqual({
      uuid: whole.uuid,
      loanNumber: null,
      property: null,
      name: null,
      coDeedStatus: null,
      helocSigners: [],
    });
  });
});
