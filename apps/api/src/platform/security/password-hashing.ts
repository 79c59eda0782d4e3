import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first configuration: m = 19 MiB, t = 2, p = 1.
 * The parameters are stored inside each hash, so raising them later only affects new hashes.
 */
// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a failed login, never a 500 that would tell the caller something differs.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash with the same parameters, so a login for an unknown email costs as much
 * time as a wrong password for a known one and the response time does not reveal which emails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('lintel-dummy-password-for-timing', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
