import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_APPLICATION_ID } from './demo-application-seed.ts';
import { DEMO_PASSWORD } from '../identity/demo-borrowers-seed.ts';
import { findIdentityByEmail, insertIdentity } from '../identity/identity-repository.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import type { Database } from '../../platform/db/database.ts';
import { applications } from './tables/application-table.ts';
import { applicationSigners } from './tables/application-parties.ts';
import { signerInvitations } from './tables/signer-invitations.ts';

/**
 * The additional signers of the demo application (README "Demo logins"): a co-borrower, who signs the loan, and a
 * co-deeder, who owns part of the home and signs only the deed. Both are CO_DEEDER identities (spec 001 §3: the type
 * that marks an additional signer) and log in at /account/heloc/heloc-signer/login; their role is on the signer row.
 */
export const DEMO_SIGNERS = [
  {
    email: 'cosigner@lintel.test',
    firstName: 'Morgan',
    lastName: 'Demo',
    phone: '(415) 555-0104',
    dob: '1982-07-19',
    role: 'BORROWER',
  },
  {
    email: 'codeeder@lintel.test',
    firstName: 'Casey',
    lastName: 'Demo',
    phone: '(415) 555-0105',
    dob: '1979-02-08',
    role: 'CO_DEEDER',
  },
] as const;

const ORG = 'lintel';

/**
 * The accepted invitation a signer has since issue 19 (decision 230): the signer area reads its own row, so without
 * one the demo signers' pages answered 403. Accepted, its link spent (no token kept); counted in the co-deed wait
 * like any invited signer, so the demo borrower's signing waits on Morgan and Casey, who can log in and finish.
 */
async function seedAcceptedInvitation(
  db: Database,
  applicationId: string,
  identityId: string,
  signer: (typeof DEMO_SIGNERS)[number],
): Promise<void> {
  const [existing] = await db
    .select({ id: signerInvitations.id })
    .from(signerInvitations)
    .where(and(eq(signerInvitations.applicationId, applicationId), eq(signerInvitations.identityId, identityId)));
  if (existing) return;
  const now = new Date();
  await db.insert(signerInvitations).values({
    id: randomUUID(),
    applicationId,
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    mobile: signer.phone,
    relation: signer.role === 'BORROWER' ? 'CO_BORROWER' : 'CO_DEEDER',
    smsConsent: false,
    tokenUsedAt: now,
    lastSentAt: now,
    identityId,
    acceptedAt: now,
    createdAt: now,
  });
}

/**
 * Idempotent: runs after the demo application; missing identities, signer rows and invitations are added, nothing is
 * changed.
 */
export async function seedDemoSigners(db: Database): Promise<void> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, DEMO_APPLICATION_ID));
  if (!application) return;
  for (const signer of DEMO_SIGNERS) {
    let identity = await findIdentityByEmail(db, ORG, signer.email);
    if (!identity) {
      const now = new Date();
      identity = await insertIdentity(db, {
        id: randomUUID(),
        orgCode: ORG,
        email: signer.email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        type: 'CO_DEEDER',
        firstName: signer.firstName,
        lastName: signer.lastName,
        phoneNumbers: [signer.phone],
        dob: signer.dob,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (!identity) continue;
    await seedAcceptedInvitation(db, application.id, identity.id, signer);
    const [row] = await db
      .select({ id: applicationSigners.id })
      .from(applicationSigners)
      .where(
        and(
          eq(applicationSigners.applicationId, application.id),
          eq(applicationSigners.identityId, identity.id),
        ),
      );
    if (row) continue;
    await db.insert(applicationSigners).values({
      id: randomUUID(),
      applicationId: application.id,
      identityId: identity.id,
      role: signer.role,
      createdAt: new Date(),
    });
  }
}
