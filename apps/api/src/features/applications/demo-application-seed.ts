import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { applications } from './tables/application-table.ts';
import { findIdentityByEmail } from '../identity/identity-repository.ts';
import { systemClock } from '../../platform/clock.ts';
import { createApplication } from './create-application.ts';

/** Fixed so the status endpoint can be tried by hand: /service-krang-heloc/borrower/secure/api/v1/<this>/status. */
export const DEMO_APPLICATION_ID = '5e1d0000-0000-4000-8000-000000000001';

/** Idempotent: one demo application for demo@lintel.test, waiting for the borrower to confirm liens. */
export async function seedDemoApplication(db: Database): Promise<void> {
  const identity = await findIdentityByEmail(db, 'lintel', 'demo@lintel.test');
  if (!identity) return;
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, DEMO_APPLICATION_ID));
  if (existing) return;
  await createApplication(
    db,
    { clock: systemClock, actor: { type: 'SYSTEM', id: 'demo-seed' } },
    {
      id: DEMO_APPLICATION_ID,
      loanNumber: 'HL000000000001',
      orgCode: 'lintel',
      primaryIdentityId: identity.id,
      step: 'LIEN_VERIFICATION',
      borrower: {
        firstName: identity.firstName ?? 'Avery',
        lastName: identity.lastName ?? 'Demo',
        dob: identity.dob ?? '1980-04-12',
      },
      property: {
        street1: '100 Sample Street',
        city: 'Sacramento',
        state: 'CA',
        zip: '95814',
        occupancyType: 'PRIMARY',
      },
      income: { employmentType: 'FULL_TIME', annualIncome: '150000.00' },
      consents: [{ type: 'SOFT_CREDIT', textVersion: 'soft-credit-2026-01' }],
    },
  );
}
