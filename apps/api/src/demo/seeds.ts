import type { Database } from '../platform/db/database.ts';
import {
  seedPersonaApplications,
  type PersonaSeedOptions,
  type PersonaSeedReport,
} from './persona-applications/seed-persona-applications.ts';
import { seedDemoBorrowers } from '../features/identity/demo-borrowers-seed.ts';
import { seedOrganisations } from '../features/organisations/seeds/seed-organisations.ts';
import { seedLoanOfficers } from '../features/loan-officers/seed-loan-officers.ts';
import { seedFeatureFlags } from '../features/feature-flags/seed-feature-flags.ts';
import { seedPricing } from '../features/pricing/seed-pricing.ts';
import { seedDemoApplication } from '../features/applications/demo-application-seed.ts';
import { seedDemoSigners } from '../features/applications/demo-signers-seed.ts';
import { seedDemoNotifications } from '../features/notifications/demo-notifications-seed.ts';
import { seedOperatingHours } from '../features/operating-hours/seed-operating-hours.ts';
import { seedDemoAgents } from '../features/chat/demo-agents-seed.ts';
import { seedConditionsDemo } from './persona-applications/conditions-demo.ts';
import { seedCryptoDemo } from './persona-applications/crypto-demo.ts';

export type SeedStep = (db: Database) => Promise<void>;

/** Idempotent demo data, run in this order at every start and into the test template. Organisations first. */
export const seeds: SeedStep[] = [
  (db) => seedOrganisations(db),
  (db) => seedPricing(db),
  (db) => seedDemoBorrowers(db),
  (db) => seedLoanOfficers(db),
  (db) => seedFeatureFlags(db),
  (db) => seedDemoApplication(db),
  (db) => seedDemoSigners(db),
  (db) => seedDemoNotifications(db),
  (db) => seedOperatingHours(db),
  (db) => seedDemoAgents(db),
];

export async function runSeeds(db: Database): Promise<void> {
  for (const step of seeds) await step(db);
}

/**
 * Demo data made through the running app itself (its routes and job workers), so it needs the app: the persona
 * applications (decision 150). the persona seed feature runs it once the server listens; tests call it when they want it.
 */
export async function runAppSeeds(options: PersonaSeedOptions): Promise<PersonaSeedReport> {
  const report = await seedPersonaApplications(options);
  if (options.signal?.aborted) return report;
  // The conditions demo (decision 189) is not a persona: reported only when it fails.
  try {
    await seedConditionsDemo(options);
  } catch (error) {
    report.failed.push({ personaId: 'CONDITIONS_DEMO', error: (error as Error).message });
  }
  // The crypto-backed line's demo (decision 239), parked on its autopay account.
  try {
    await seedCryptoDemo(options);
  } catch (error) {
    report.failed.push({ personaId: 'CRYPTO_DEMO', error: (error as Error).message });
  }
  return report;
}
