import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import { applicationSigners } from '../../features/applications/tables/application-parties.ts';
import { signerInvitations } from '../../features/applications/tables/signer-invitations.ts';
import { DEMO_PASSWORD } from '../../features/identity/demo-borrowers-seed.ts';
import { findIdentityByEmail, insertIdentity } from '../../features/identity/identity-repository.ts';
import { raiseCondition, type NewCondition } from '../../features/workflow/after-offer/conditions.ts';
import { PERSONA_ORG } from './persona-registration.ts';

/** The demo signer with requests of their own (decision 237), on the conditions demo application. */
export const SIGNER_CONDITIONS_DEMO_EMAIL = 'signer-conditions@lintel.test';

/** What the back office asked of that signer, each open: their identity checked again, and a document. */
export const SIGNER_BACK_OFFICE_CONDITIONS: readonly NewCondition[] = [
  { category: 'ID_VERIFICATION_FAILURE', requestDocuments: true, numDocsRequired: 1 },
  {
    category: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'Please upload a recent property tax bill that shows your name.',
    requestDocuments: true,
    numDocsRequired: 1,
  },
];

/**
 * Jordan, a co-owner of the conditions demo's home: an accepted invitation, their identity verified, then two
 * requests of the back office raised against them (a new identity check and a document). They log in at the signer
 * login and meet both on their landing. Runs once, with the conditions demo's account.
 */
export async function seedSignerConditionsDemo(db: Database, clock: Clock, applicationId: string): Promise<void> {
  if (await findIdentityByEmail(db, PERSONA_ORG, SIGNER_CONDITIONS_DEMO_EMAIL)) return;
  const now = clock.now();
  const identity = await insertIdentity(db, {
    id: randomUUID(),
    orgCode: PERSONA_ORG,
    email: SIGNER_CONDITIONS_DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    type: 'CO_DEEDER',
    firstName: 'Jordan',
    lastName: 'Bankfail',
    phoneNumbers: [],
    createdAt: now,
    updatedAt: now,
  });
  if (!identity) return;
  const invitationId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(signerInvitations).values({
      id: invitationId,
      applicationId,
      firstName: 'Jordan',
      lastName: 'Bankfail',
      email: SIGNER_CONDITIONS_DEMO_EMAIL,
      relation: 'CO_DEEDER',
      tokenUsedAt: now,
      lastSentAt: now,
      identityId: identity.id,
      acceptedAt: now,
      idType: "US Driver's License",
      identityVerifiedAt: now,
      createdAt: now,
    });
    await tx.insert(applicationSigners).values({
      id: randomUUID(),
      applicationId,
      identityId: identity.id,
      role: 'CO_DEEDER',
      createdAt: now,
    });
    // A millisecond apart, so they list in the order asked.
    for (const [i, condition] of SIGNER_BACK_OFFICE_CONDITIONS.entries())
      await raiseCondition(
        tx,
        applicationId,
        { ...condition, signerInvitationId: invitationId },
        new Date(now.getTime() + 1 + i),
      );
  });
}
