import type { ConditionCategory } from '@lintel/domain/application/application-enums';
import { eq } from 'drizzle-orm';
import { applications } from '../../features/applications/tables/application-table.ts';
import { findIdentityByEmail } from '../../features/identity/identity-repository.ts';
import { raiseCondition, type NewCondition } from '../../features/workflow/after-offer/conditions.ts';
import { PERSONAS } from '../../providers/personas.ts';
import { PERSONA_PLANS } from './persona-plans.ts';
import { PERSONA_ORG } from './persona-registration.ts';
import { seedSignerConditionsDemo } from './signer-conditions-demo.ts';
import {
  personaRegistrationService,
  seedPersona,
  type Outcome,
  type PersonaSeedOptions,
} from './seed-persona-applications.ts';

/** The conditions demo account (decision 189); the demo password like every persona's. */
export const CONDITIONS_DEMO_EMAIL = 'conditions@lintel.test';

/**
 * The conditions only a person at the lender raises (no sandbox flow leads to them), as an underwriter would, each
 * open: with the bank-fraud review the real bank check raised, every condition page can be walked by hand.
 */
export const BACK_OFFICE_CONDITIONS: readonly NewCondition[] = [
  { category: 'MISSING_PHONE_NUMBER' },
  {
    category: 'GENERIC_DOCUMENT_REQUEST',
    commentsToBorrower: 'Please upload your most recent homeowners association statement.',
    requestDocuments: true,
    numDocsRequired: 1,
  },
  { category: 'HARD_CREDIT_INQUIRY_REVIEW', requestDocuments: true, numDocsRequired: 1 },
  { category: 'PROPERTY_LEGAL_DESCRIPTION', requestDocuments: true, numDocsRequired: 1 },
  { category: 'PROPERTY_OWNERSHIP_FRAUD_REVIEW', requestDocuments: true, numDocsRequired: 2 },
  { category: 'FALSE_OWNERSHIP_TYPE_REVIEW', requestDocuments: true, numDocsRequired: 1 },
  { category: 'IDENTITY_DOCUMENT_FRAUD_REVIEW', requestDocuments: true, numDocsRequired: 1 },
  { category: 'ESCALATION_REVIEW' },
];

/** The categories the demo account has open once seeded: the bank check's own, then the back office's. */
export const CONDITIONS_DEMO_CATEGORIES: readonly ConditionCategory[] = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  ...BACK_OFFICE_CONDITIONS.map((c) => c.category),
];

/**
 * `conditions@lintel.test`: driven like the BANK_FAILED persona through the real calls (its account's check fails and
 * raises BANK_ACCOUNT_FRAUD_REVIEW), then the back office's conditions are raised on it. Idempotent like the
 * personas: an existing account is left as it is.
 */
export async function seedConditionsDemo(options: PersonaSeedOptions): Promise<Outcome> {
  const persona = PERSONAS.find((p) => p.id === 'BANK_FAILED');
  const plan = PERSONA_PLANS.BANK_FAILED;
  if (!persona || !plan) throw new Error('the BANK_FAILED persona is missing');
  const outcome = await seedPersona(options, personaRegistrationService(options.features), persona, 90, {
    email: CONDITIONS_DEMO_EMAIL,
    plan: { ...plan, firstName: 'Constance' },
  });
  if (outcome.kind !== 'created') return outcome;
  const { db, clock } = options.features;
  const identity = await findIdentityByEmail(db, PERSONA_ORG, CONDITIONS_DEMO_EMAIL);
  const [application] = identity
    ? await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.primaryIdentityId, identity.id))
    : [];
  if (!application) throw new Error('the conditions demo application was not created');
  await db.transaction(async (tx) => {
    for (const condition of BACK_OFFICE_CONDITIONS)
      await raiseCondition(tx, application.id, condition, clock.now());
  });
  // A co-owner with requests of their own, answered in the signer area (decision 237).
  await seedSignerConditionsDemo(db, clock, application.id);
  return outcome;
}
