import { describe, expect, it } from 'vitest';
import type { SignerApplication } from '@lintel/domain/signers/signer-area';
import { nextSignerPage, signerHref } from '../../src/features/signer/signer-pages.ts';

const application: SignerApplication = {
  uuid: '5e1d0000-0000-4000-8000-000000000001',
  signerId: '5e1d0000-0000-4000-8000-000000000002',
  firstName: 'Casey',
  lastName: 'Owner',
  relation: 'CO_DEEDER',
  progress: 'ACCEPTED',
  identityFailedAt: null,
  borrowerFirstName: 'Morgan',
  propertyAddress: '1 Main Street, Peoria, IL 61602',
  cancelled: false,
  inRescission: false,
  rescissionEndsAt: null,
  notary: null,
  openConditions: 0,
};

describe("the signer's next page (issue 19)", () => {
  it.each([
    ['ACCEPTED', 'identity'],
    ['IDENTITY_VERIFIED', 'documents'],
    ['SIGNED', 'notary'],
    ['NOTARY_BOOKED', 'intro'],
  ] as const)('%s -> %s', (progress, page) => {
    expect(nextSignerPage({ ...application, progress })).toBe(page);
  });

  it('what we asked of the signer comes first (their open conditions, decision 237), unless cancelled', () => {
    expect(nextSignerPage({ ...application, openConditions: 1 })).toBe('conditions');
    expect(nextSignerPage({ ...application, progress: 'NOTARY_BOOKED', openConditions: 2 })).toBe('conditions');
    expect(nextSignerPage({ ...application, openConditions: 1, cancelled: true })).toBe('cancelled');
    expect(signerHref('conditions/identity', application.uuid)).toBe(
      '/account/heloc/heloc-signer/conditions/identity?application=5e1d0000-0000-4000-8000-000000000001',
    );
  });

  it('a cancelled application goes to the cancelled page; pages carry the application', () => {
    expect(nextSignerPage({ ...application, cancelled: true })).toBe('cancelled');
    expect(signerHref('sign', application.uuid)).toBe(
      '/account/heloc/heloc-signer/sign?application=5e1d0000-0000-4000-8000-000000000001',
    );
  });
});
