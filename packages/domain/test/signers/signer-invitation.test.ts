import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema } from '../../src/signers/signer-acceptance.ts';
import { inviteSignerSchema, RELATION_REQUIRED, SMS_NEEDS_MOBILE } from '../../src/signers/signer-invitation.ts';

const valid = { firstName: 'Casey', lastName: 'Owner', email: 'casey@example.test', relation: 'CO_DEEDER' };

describe('the signer invitation form (issue 19)', () => {
  it('takes a name, an email and a relation; the mobile is optional and normalised', () => {
    expect(inviteSignerSchema.parse(valid)).toMatchObject(valid);
    expect(inviteSignerSchema.parse({ ...valid, mobile: '' }).mobile).toBe('');
    expect(inviteSignerSchema.parse({ ...valid, mobile: '(415) 555-0104', smsConsent: true }).mobile).toMatch(/4155550104/);
  });

  it("refuses a missing relation, and text consent without a mobile, with the form's words", () => {
    const missing = inviteSignerSchema.safeParse({ ...valid, relation: undefined });
    expect(missing.error?.issues.map((i) => i.message)).toContain(RELATION_REQUIRED);
    const sms = inviteSignerSchema.safeParse({ ...valid, smsConsent: true });
    expect(sms.error?.issues).toEqual([expect.objectContaining({ message: SMS_NEEDS_MOBILE, path: ['mobile'] })]);
  });

  it("accepting needs the spec's password rules and a matching confirmation", () => {
    const token = 'a'.repeat(43);
    const weak = acceptInvitationSchema.safeParse({ token, password: 'weak', confirmPassword: 'weak' });
    expect(weak.error?.issues.map((i) => i.message)).toContain('Must be at least 12 characters long');
    const mismatch = acceptInvitationSchema.safeParse({ token, password: 'Signer-Pass-2026!', confirmPassword: 'x' });
    expect(mismatch.error?.issues.map((i) => i.message)).toContain("Passwords don't match");
    expect(acceptInvitationSchema.safeParse({ token, password: 'Signer-Pass-2026!', confirmPassword: 'Signer-Pass-2026!' }).success).toBe(true);
  });
});
