import { randomUUID } from 'node:crypto';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { createApplication, type NewApplication } from '../../../src/features/applications/create-application.ts';
import type { Database } from '../../../src/platform/db/database.ts';
import { insertIdentity } from '../../../src/features/identity/identity-repository.ts';
import { createSession } from '../../../src/features/identity/session-repository.ts';
import { signSessionToken } from '../../../src/features/identity/session-tokens.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import { createFieldEncryption } from '../../../src/platform/security/field-encryption.ts';
import { TEST_KEYS } from '../../support/test-config.ts';

export const encryption = createFieldEncryption(TEST_KEYS.fieldEncryptionKey);

export interface TestIdentity {
  id: string;
  orgCode: string;
  headers: { authorization: string; 'x-org': string };
}

/** A borrower with a live session, made directly in the database (no argon2 hashing, no login round trip). */
export async function signedInIdentity(
  db: Database,
  clock: Clock,
  orgCode = 'lintel',
): Promise<TestIdentity> {
  const now = clock.now();
  const id = randomUUID();
  await insertIdentity(db, {
    id,
    orgCode,
    email: `${id}@example.test`,
    passwordHash: 'not-a-hash',
    createdAt: now,
    updatedAt: now,
  });
  const session = await createSession(db, { id: randomUUID(), identityId: id, orgCode, now });
  const jwt = await signSessionToken(TEST_KEYS.jwtSecret, {
    identityId: id,
    orgCode,
    sessionId: session.id,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  });
  return { id, orgCode, headers: { authorization: `Bearer ${jwt}`, 'x-org': orgCode } };
}

export function applicationInput(
  owner: { id: string; orgCode: string },
  overrides: Partial<NewApplication> = {},
): NewApplication {
  return {
    orgCode: owner.orgCode,
    primaryIdentityId: owner.id,
    step: 'LIEN_VERIFICATION' satisfies ServerStep,
    borrower: { firstName: 'Casey', lastName: 'Happy', dob: '1979-03-14' },
    property: {
      street1: '12 Elm Street',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      occupancyType: 'PRIMARY',
    },
    income: { employmentType: 'FULL_TIME', annualIncome: '150000.00' },
    consents: [{ type: 'SOFT_CREDIT', textVersion: 'soft-credit-2026-01' }],
    ...overrides,
  };
}

export function newApplication(
  db: Database,
  clock: Clock,
  owner: { id: string; orgCode: string },
  overrides: Partial<NewApplication> = {},
): Promise<string> {
  return createApplication(
    db,
    { clock, encryption, actor: { type: 'BORROWER', id: owner.id } },
    applicationInput(owner, overrides),
  );
}
