import { zodIssuesToErrors } from '@lintel/domain/api/api-error';
import { registrationRequestSchema } from '@lintel/domain/registration/registration-request';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createIdentityServices } from '../../features/identity/identity-services.ts';
import { findIdentityByEmail } from '../../features/identity/identity-repository.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import type { Persona } from '../../providers/persona-types.ts';
import { PERSONAS } from '../../providers/personas.ts';
import {
  createBorrowerRegistration,
  type BorrowerRegistration,
} from '../../features/registration/register-borrower.ts';
import { loadRegistrationContext } from '../../features/registration/registration-context-loader.ts';
import { createFieldEncryption } from '../../platform/security/field-encryption.ts';
import { applications } from '../../features/applications/tables/application-table.ts';
import { appJourney } from './app-journey.ts';
import { PERSONA_PLANS, type PersonaPlan } from './persona-plans.ts';
import { PERSONA_ORG, personaEmail, personaRegistration } from './persona-registration.ts';

export interface PersonaSeedOptions {
  /** The running app: its routes take the borrower's calls and its job workers resolve the waiting steps. */
  app: FastifyInstance;
  /** The app's own dependencies (registration queues the soft pull on its job queue). */
  features: PlatformOptions;
  /** Stops the seed after the personas being driven (a persona is never left half-way by a clean shutdown). */
  signal?: AbortSignal;
  pollMs?: number;
  waitTimeoutMs?: number;
  /** Personas driven at once: their waits overlap, their queries queue on the database anyway. */
  concurrency?: number;
}

export interface PersonaSeedReport {
  created: string[];
  existing: string[];
  /** Accounts whose application is no longer where the plan leaves it: someone used it, or a kill cut its drive. */
  movedOn: { personaId: string; step: string }[];
  failed: { personaId: string; error: string }[];
}

export type Outcome = { kind: 'created' | 'existing' } | { kind: 'movedOn'; step: string };

/**
 * One demo borrower per sandbox persona, whose application went through the real registration, the borrower's own
 * calls and the job workers up to where the persona's branch shows (decision 150). Idempotent per persona email: an
 * existing account is left as it is, so a restart creates nothing twice.
 */
export function personaRegistrationService(features: PlatformOptions): BorrowerRegistration {
  return createBorrowerRegistration({
    ...createIdentityServices(features),
    encryption: createFieldEncryption(features.config.keys.fieldEncryptionKey),
  });
}

export async function seedPersonaApplications(options: PersonaSeedOptions): Promise<PersonaSeedReport> {
  const registration = personaRegistrationService(options.features);
  const report: PersonaSeedReport = { created: [], existing: [], movedOn: [], failed: [] };
  const pending = PERSONAS.map((persona, index) => ({ persona, index }));
  const worker = async () => {
    for (let next = pending.shift(); next && !options.signal?.aborted; next = pending.shift()) {
      const { persona, index } = next;
      try {
        const outcome = await seedPersona(options, registration, persona, index);
        if (outcome.kind === 'movedOn') report.movedOn.push({ personaId: persona.id, step: outcome.step });
        else report[outcome.kind].push(persona.id);
      } catch (error) {
        report.failed.push({ personaId: persona.id, error: (error as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}

function planOf(persona: Persona): PersonaPlan {
  const plan = PERSONA_PLANS[persona.id];
  if (!plan) throw new Error(`no seed plan for persona ${persona.id}`);
  return plan;
}

/** A demo account driven like a persona, under its own email (the conditions demo, decision 189). */
export interface ExtraDemoAccount {
  email: string;
  plan: PersonaPlan;
  /** Registered as from a visit with utm_source=cloc: a crypto-backed line (decision 239). */
  isCrypto?: boolean;
}

export async function seedPersona(
  options: PersonaSeedOptions,
  registration: BorrowerRegistration,
  persona: Persona,
  index: number,
  extra?: ExtraDemoAccount,
): Promise<Outcome> {
  const { app } = options;
  const { db, clock, config } = options.features;
  const plan = extra?.plan ?? planOf(persona);
  const email = extra?.email ?? personaEmail(persona.id);
  const identity = await findIdentityByEmail(db, PERSONA_ORG, email);
  if (identity) {
    const [application] = await db
      .select({ step: applications.serverStep })
      .from(applications)
      .where(eq(applications.primaryIdentityId, identity.id));
    return application?.step === plan.step
      ? { kind: 'existing' }
      : { kind: 'movedOn', step: application?.step ?? 'no application' };
  }
  const organisation = app.organisations.find(PERSONA_ORG);
  if (!organisation) throw new Error(`organisation ${PERSONA_ORG} is not seeded`);
  const loaded = await loadRegistrationContext(
    { db, clock, isProduction: config.nodeEnv === 'production' },
    { organisation, loanOriginatorUuid: undefined, authenticated: false },
  );
  if (!loaded.ok) throw new Error(loaded.message);
  // The same judgement as the register endpoint: a persona the browser could not register is not seeded either.
  const parsed = registrationRequestSchema(loaded.context).safeParse({
    ...personaRegistration(persona, plan, index),
    email,
  });
  if (!parsed.success) throw new Error(JSON.stringify(zodIssuesToErrors(parsed.error.issues)));
  const outcome = await registration.register({
    orgCode: PERSONA_ORG,
    answers: parsed.data,
    idempotencyKey: undefined,
    referrerUuid: undefined,
    ...(extra?.isCrypto ? { isCrypto: true } : {}),
  });
  // Another process registered it first (two servers on one PostgreSQL): theirs stands.
  if (outcome.kind !== 'created') return { kind: 'existing' };
  const journey = appJourney(app, {
    applicationId: outcome.applicationUuid,
    jwt: outcome.jwt,
    orgCode: PERSONA_ORG,
    pollMs: options.pollMs ?? 50,
    waitTimeoutMs: options.waitTimeoutMs ?? 60_000,
  });
  await plan.drive(journey);
  const step = await journey.status();
  if (step !== plan.step)
    throw new Error(`stopped at ${step}, not ${plan.step} (${journey.steps.join(' > ')})`);
  return { kind: 'created' };
}
