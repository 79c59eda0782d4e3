import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export interface AppKeys {
  /** HS256 signing key for session tokens. */
  jwtSecret: Uint8Array;
  /** 32 bytes for AES-256-GCM field encryption. */
  fieldEncryptionKey: Buffer;
}

const keysFileSchema = z.object({ jwtSecret: z.string().min(43), fieldEncryptionKey: z.string().min(43) });

/** Decodes a 32-byte key given as base64/base64url (44/43 chars) or hex (64 chars). */
export function decodeKey(value: string, name: string): Buffer {
  const trimmed = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32)
    throw new Error(`${name} must be 32 bytes, base64 or hex encoded (got ${bytes.length} bytes)`);
  return bytes;
}

function missingKeys(jwtSecret: string | undefined, fieldKey: string | undefined): string | undefined {
  const missing = [!jwtSecret && 'JWT_SECRET', !fieldKey && 'FIELD_ENCRYPTION_KEY'].filter(Boolean);
  return missing.length > 0
    ? `NODE_ENV=production needs ${missing.join(' and ')} in the environment (32 bytes, base64 or hex each)`
    : undefined;
}

/**
 * Production keys come only from the environment, so a forgotten variable stops the boot instead of silently
 * generating a key that would invalidate every session and encrypted field on the next deploy.
 */
export function keysFromEnvironment(jwtSecret: string | undefined, fieldKey: string | undefined): AppKeys {
  const missing = missingKeys(jwtSecret, fieldKey);
  if (missing) throw new Error(missing);
  return {
    jwtSecret: new Uint8Array(decodeKey(jwtSecret as string, 'JWT_SECRET')),
    fieldEncryptionKey: decodeKey(fieldKey as string, 'FIELD_ENCRYPTION_KEY'),
  };
}

const GENERATE = 'generate one with `openssl rand -base64 32`';

/**
 * What is wrong with production's keys, each problem named (issue 28): missing, not 32 bytes, one byte repeated (an
 * all-zero placeholder left in a deploy file), or one key for both jobs (a leaked signing key would then open the
 * encrypted fields too). Empty when both are fit for production.
 */
export function productionKeyProblems(jwtSecret: string | undefined, fieldKey: string | undefined): string[] {
  const missing = missingKeys(jwtSecret, fieldKey);
  if (missing) return [missing];
  const problems: string[] = [];
  const decoded: Buffer[] = [];
  for (const [name, value] of [
    ['JWT_SECRET', jwtSecret as string],
    ['FIELD_ENCRYPTION_KEY', fieldKey as string],
  ] as const) {
    try {
      const bytes = decodeKey(value, name);
      decoded.push(bytes);
      if (bytes.every((byte) => byte === bytes[0]))
        problems.push(
          `${name} is one byte repeated (0x${bytes.toString('hex', 0, 1)} 32 times): ${GENERATE}`,
        );
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const [jwt, field] = decoded;
  if (jwt && field && jwt.equals(field))
    problems.push(`JWT_SECRET and FIELD_ENCRYPTION_KEY are the same key: each needs its own; ${GENERATE}`);
  return problems;
}

/** Development keys: generated once into DATA_DIR/keys.json (0600) so sessions and encrypted data survive restarts. */
export function developmentKeys(dataDir: string): AppKeys {
  const file = join(dataDir, 'keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const generated = {
      jwtSecret: randomBytes(32).toString('base64'),
      fieldEncryptionKey: randomBytes(32).toString('base64'),
    };
    // Written aside and linked into place: two processes started together on one data directory both end up with
    // the first one's keys, never a half-written file (link fails when the file exists).
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(aside, { force: true });
    }
  }
  chmodSync(file, 0o600);
  const parsed = keysFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a valid keys file; delete it to generate new development keys`);
  return {
    jwtSecret: new Uint8Array(decodeKey(parsed.data.jwtSecret, 'jwtSecret')),
    fieldEncryptionKey: decodeKey(parsed.data.fieldEncryptionKey, 'fieldEncryptionKey'),
  };
}
