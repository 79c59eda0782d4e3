import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { identityAddresses } from './identity-tables.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import { findIdentityByEmail, insertIdentity } from './identity-repository.ts';

export const DEMO_PASSWORD = 'Lintel-Demo-2026!';

/** Demo borrowers of the README, one per branded lender, with fictional names, 555-01xx phones and addresses. */
export const DEMO_BORROWERS = [
  {
    orgCode: 'lintel',
    email: 'demo@lintel.test',
    firstName: 'Avery',
    lastName: 'Demo',
    phone: '(415) 555-0101',
    dob: '1980-04-12',
    address: { street1: '100 Sample Street', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' },
  },
  {
    orgCode: 'harbor-mortgage',
    email: 'demo@harbor.test',
    firstName: 'Jordan',
    lastName: 'Harbor',
    phone: '(207) 555-0102',
    dob: '1975-09-30',
    address: {
      street1: '22 Lighthouse Lane',
      street2: 'Unit 3',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
    },
  },
  {
    orgCode: 'summit-home-loans',
    email: 'demo@summit.test',
    firstName: 'Riley',
    lastName: 'Summit',
    phone: '(303) 555-0103',
    dob: '1988-01-05',
    address: { street1: '7 Ridge View Road', street2: '', city: 'Denver', state: 'CO', zip: '80202' },
  },
] as const;

/** Idempotent: an existing demo account is left as it is (and is not re-hashed, which keeps restarts fast). */
export async function seedDemoBorrowers(db: Database): Promise<void> {
  for (const demo of DEMO_BORROWERS) {
    if (await findIdentityByEmail(db, demo.orgCode, demo.email)) continue;
    const now = new Date();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const identity = await insertIdentity(tx, {
        id: randomUUID(),
        orgCode: demo.orgCode,
        email: demo.email,
        passwordHash,
        firstName: demo.firstName,
        lastName: demo.lastName,
        phoneNumbers: [demo.phone],
        dob: demo.dob,
        // The README's demo logins are confirmed, so the dashboard shows them as a borrower usually sees it.
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      if (!identity) return;
      await tx
        .insert(identityAddresses)
        .values({
          id: randomUUID(),
          identityId: identity.id,
          ownership: 'OWNER',
          createdAt: now,
          ...demo.address,
        });
    });
  }
}
