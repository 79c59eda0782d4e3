import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption of single sensitive fields (SSNs, account numbers) at rest with AES-256-GCM.
 * Format `v1:<iv>:<tag>:<ciphertext>` (base64url): the version prefix lets a later key or algorithm
 * change decrypt old values while new ones use the new scheme.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12; // the GCM standard nonce size; random per value, never reused with one key
const TAG_BYTES = 16;

export class FieldDecryptionError extends Error {
  constructor() {
    // Deliberately vague: the reason (tampering, wrong key, truncation) must not help an attacker.
    super('Encrypted field could not be decrypted');
    this.name = 'FieldDecryptionError';
  }
}

export interface FieldEncryption {
  encrypt(plaintext: string): string;
  decrypt(encrypted: string): string;
}

export function createFieldEncryption(key: Buffer): FieldEncryption {
  if (key.length !== 32) throw new Error('The field encryption key must be 32 bytes (AES-256)');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    decrypt(encrypted) {
      const [version, iv, tag, ciphertext, ...rest] = encrypted.split(':');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        ciphertext === undefined ||
        rest.length > 0
      ) {
        throw new FieldDecryptionError();
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new FieldDecryptionError();
      try {
        const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new FieldDecryptionError();
      }
    },
  };
}
