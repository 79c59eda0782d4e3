import { PERSONAS } from '../../providers/personas.ts';
import { driveThroughSubmission, verifyIncome } from './drive-steps.ts';
import type { PersonaPlan } from './persona-plans.ts';
import {
  personaRegistrationService,
  seedPersona,
  type Outcome,
  type PersonaSeedOptions,
} from './seed-persona-applications.ts';

/** The crypto-backed line's demo account (decision 239); the demo password like every persona's. */
export const CRYPTO_DEMO_EMAIL = 'crypto@lintel.test';

/** Registered as from `?utm_source=cloc`, through the offer, submission and income, to its autopay account. */
export const CRYPTO_DEMO_PLAN: PersonaPlan = {
  firstName: 'Cyrus',
  step: 'AUTOPAY_ACCOUNT',
  page: 'bank/autopay',
  drive: async (j) => {
    await driveThroughSubmission(j);
    await verifyIncome(j, 'AUTOPAY_ACCOUNT');
  },
};

/**
 * `crypto@lintel.test`: the happy path's borrower on a crypto-backed line, driven through the real calls and parked
 * at AUTOPAY_ACCOUNT (page bank/autopay). Idempotent like the personas: an existing account is left as it is.
 */
export function seedCryptoDemo(options: PersonaSeedOptions): Promise<Outcome> {
  const persona = PERSONAS.find((p) => p.id === 'HAPPY_PATH');
  if (!persona) throw new Error('the HAPPY_PATH persona is missing');
  return seedPersona(options, personaRegistrationService(options.features), persona, 91, {
    email: CRYPTO_DEMO_EMAIL,
    plan: CRYPTO_DEMO_PLAN,
    isCrypto: true,
  });
}
