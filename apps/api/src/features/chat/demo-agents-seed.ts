import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import { DEMO_PASSWORD } from '../identity/demo-borrowers-seed.ts';
import { findIdentityByEmail, insertIdentity } from '../identity/identity-repository.ts';

/** The README's support agents (decision 202): staff accounts of one lender each, two at Lintel for transfers. */
export const DEMO_AGENTS = [
  { orgCode: 'lintel', email: 'agent@lintel.test', firstName: 'Morgan', lastName: 'Reyes' },
  { orgCode: 'lintel', email: 'agent2@lintel.test', firstName: 'Casey', lastName: 'Ng' },
  { orgCode: 'harbor-mortgage', email: 'agent@harbor.test', firstName: 'Jamie', lastName: 'Cole' },
] as const;

/** Idempotent, like the demo borrowers. */
export async function seedDemoAgents(db: Database): Promise<void> {
  let passwordHash: string | undefined;
  for (const agent of DEMO_AGENTS) {
    if (await findIdentityByEmail(db, agent.orgCode, agent.email)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    await insertIdentity(db, {
      id: randomUUID(),
      ...agent,
      type: 'AGENT',
      passwordHash,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
}
