import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../src/platform/security/password-hashing.ts';

describe('password hashing', () => {
  it('hashes with argon2id and the OWASP parameters, salted', async () => {
    const first = await hashPassword('Lintel-Demo-2026!');
    const second = await hashPassword('Lintel-Demo-2026!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Lintel-Demo-2026!');
    expect(await verifyPassword(stored, 'Lintel-Demo-2026!')).toBe(true);
    expect(await verifyPassword(stored, 'lintel-demo-2026!')).toBe(false);
  });

  it('treats a corrupt stored hash as a failed verification', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('the dummy verification always fails', async () => {
    expect(await verifyAgainstDummy('lintel-dummy-password-for-timing')).toBe(false);
  });
});
