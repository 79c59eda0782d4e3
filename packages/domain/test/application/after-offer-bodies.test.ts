import { describe, expect, it } from 'vitest';
import {
  collectAdditionalInfoBodySchema,
  HARD_CREDIT_CONSENT_REQUIRED,
  OWNERSHIP_REQUIRED,
} from '../../src/application/collect-additional-info.ts';
import {
  ACCOUNT_NUMBER_INVALID,
  disbursementAccountBodySchema,
  isValidRoutingNumber,
  ROUTING_NUMBER_INVALID,
} from '../../src/application/disbursement-account.ts';
import { hmdaBodySchema, NOT_PROVIDED_ALONE, RACE_REQUIRED } from '../../src/application/hmda.ts';
import {
  EMPLOYER_PHONE_INVALID,
  employerVerificationBodySchema,
} from '../../src/application/income-verification.ts';
import { isUploadableDocumentType } from '../../src/application/documents.ts';
import { ID_TYPE_REQUIRED, verifyIdentityBodySchema } from '../../src/application/identity-verification.ts';

// The request bodies of the after-offer actions (decisions 110-114), shared by the pages and the API.

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const PROFILE = {
  addressOwnership: 'JOINT_OWNER',
  maritalStatus: 'MARRIED',
  hardCreditConsent: true,
  phoneNumber: '(303) 555-0142',
};

describe('COLLECT_ADDITIONAL_INFO body', () => {
  it('takes the answers without an SSN (the server asks for one only when none is held)', () => {
    expect(collectAdditionalInfoBodySchema.parse(PROFILE)).toEqual(PROFILE);
  });

  it('needs an ownership and the hard-credit consent ticked', () => {
    const { addressOwnership: _ownership, ...rest } = PROFILE;
    expect(
      messages(collectAdditionalInfoBodySchema.safeParse({ ...rest, hardCreditConsent: false })),
    ).toEqual([OWNERSHIP_REQUIRED, HARD_CREDIT_CONSENT_REQUIRED]);
  });

  it('refuses a malformed SSN and unknown fields', () => {
    expect(collectAdditionalInfoBodySchema.safeParse({ ...PROFILE, ssn: '12-345' }).success).toBe(false);
    expect(collectAdditionalInfoBodySchema.safeParse({ ...PROFILE, email: 'x@example.test' }).success).toBe(
      false,
    );
  });
});

describe('HMDA body', () => {
  it('takes several answers, or "I do not wish to provide" alone', () => {
    const answers = { ethnicity: ['NOT_PROVIDED'], race: ['ASIAN', 'WHITE'], sex: ['FEMALE'] };
    expect(hmdaBodySchema.parse(answers)).toEqual(answers);
    const mixed = hmdaBodySchema.safeParse({ ...answers, race: ['ASIAN', 'NOT_PROVIDED'] });
    expect(messages(mixed)).toEqual([NOT_PROVIDED_ALONE]);
  });

  it('refuses an empty answer and a repeated one', () => {
    expect(
      messages(hmdaBodySchema.safeParse({ ethnicity: ['NOT_PROVIDED'], race: [], sex: ['MALE'] })),
    ).toEqual([RACE_REQUIRED]);
    expect(
      hmdaBodySchema.safeParse({ ethnicity: ['NOT_PROVIDED'], race: ['WHITE', 'WHITE'], sex: ['MALE'] })
        .success,
    ).toBe(false);
  });
});

describe('disbursement account body', () => {
  it.each(['021000021', '011000015', '121000358'])(
    'accepts the routing number %s (ABA checksum)',
    (routing) => {
      expect(isValidRoutingNumber(routing)).toBe(true);
    },
  );

  it.each(['021000022', '12345678', '0210000210', 'abcdefghi'])(
    'refuses the routing number %s',
    (routing) => {
      expect(isValidRoutingNumber(routing)).toBe(false);
    },
  );

  it('refuses a short account number with its own message', () => {
    const body = {
      routingNumber: '021000022',
      accountNumber: '123',
      accountType: 'CHECKING',
      autopay: false,
    };
    expect(messages(disbursementAccountBodySchema.safeParse(body))).toEqual([
      ROUTING_NUMBER_INVALID,
      ACCOUNT_NUMBER_INVALID,
    ]);
  });
});

describe('employer details, identity check and uploads', () => {
  it('takes a US phone with or without punctuation', () => {
    const details = { employerName: 'Acme', jobTitle: 'Buyer', startDate: '2015-04-01' };
    expect(
      employerVerificationBodySchema.safeParse({ ...details, employerPhone: '(303) 555-0100' }).success,
    ).toBe(true);
    expect(
      messages(employerVerificationBodySchema.safeParse({ ...details, employerPhone: '555-0100' })),
    ).toEqual([EMPLOYER_PHONE_INVALID]);
  });

  it('names the ID type from the list', () => {
    expect(verifyIdentityBodySchema.safeParse({ idType: 'US Passport' }).success).toBe(true);
    expect(messages(verifyIdentityBodySchema.safeParse({ idType: 'Library card' }))).toEqual([
      ID_TYPE_REQUIRED,
    ]);
  });

  it('lets borrowers upload their own documents, never the lender-generated ones', () => {
    expect(isUploadableDocumentType('PAYSTUB')).toBe(true);
    expect(isUploadableDocumentType('DRIVERS_LICENSE_FRONT')).toBe(true);
    expect(isUploadableDocumentType('NOTE')).toBe(false);
    expect(isUploadableDocumentType('CLOSING_DISCLOSURE')).toBe(false);
  });
});
