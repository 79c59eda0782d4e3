import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldEncryption, FieldDecryptionError } from '../../../src/platform/security/field-encryption.ts';

const key = randomBytes(32);

describe('field encryption', () => {
  it('round-trips a value and never stores it in clear', () => {
    const fields = createFieldEncryption(key);
    const encrypted = fields.encrypt('123-45-6789');
    expect(encrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(encrypted).not.toContain('6789');
    expect(fields.decrypt(encrypted)).toBe('123-45-6789');
  });

  it('round-trips unicode and empty strings', () => {
    const fields = createFieldEncryption(key);
    expect(fields.decrypt(fields.encrypt(''))).toBe('');
    expect(fields.decrypt(fields.encrypt('Zoë Ångström 🏠'))).toBe('Zoë Ångström 🏠');
  });

  it('uses a fresh IV per value, so equal inputs do not give equal outputs', () => {
    const fields = createFieldEncryption(key);
    expect(fields.encrypt('same')).not.toBe(fields.encrypt('same'));
  });

  it('refuses a tampered ciphertext, tag or iv', () => {
    const fields = createFieldEncryption(key);
    const [version, iv, tag, ciphertext] = fields.encrypt('000123456789').split(':') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    for (const forged of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => fields.decrypt(forged.join(':'))).toThrow(FieldDecryptionError);
    }
  });

  it('refuses a value encrypted with another key', () => {
    const encrypted = createFieldEncryption(key).encrypt('secret');
    expect(() => createFieldEncryption(randomBytes(32)).decrypt(encrypted)).toThrow(FieldDecryptionError);
  });

  it('refuses unknown versions and malformed values', () => {
    const fields = createFieldEncryption(key);
    const encrypted = fields.encrypt('secret');
    for (const bad of ['', 'secret', encrypted.replace(/^v1/, 'v2'), `${encrypted}:extra`, 'v1:a:b:c']) {
      expect(() => fields.decrypt(bad)).toThrow(FieldDecryptionError);
    }
  });

  it('requires a 32-byte key', () => {
    expect(() => createFieldEncryption(randomBytes(16))).toThrow(/32 bytes/);
  });
});
