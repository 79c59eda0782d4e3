import type { Database } from '../database.ts';
import { seedDemoBorrowers } from '../../identity/demo-borrowers-seed.ts';
import { seedOrganisations } from './seed-organisations.ts';
import { seedLoanOfficers } from '../../loan-officers/seed-loan-officers.ts';
import { seedFeatureFlags } from '../../feature-flags/seed-feature-flags.ts';
import { seedDemoApplication } from '../../applications/demo-application-seed.ts';
import { seedDemoSigners } from './demo-signers-seed.ts';
import { seedDemoNotifications } from '../../wallet/demo-notifications-seed.ts';
import { seedOperatingHours } from '../../operating-hours/seed-operating-hours.ts';

export type SeedStep = (db: Database) => Promise<void>;

/** Idempotent demo data, run in this order at every start and into the test template. Organisations first. */
export const seeds: SeedStep[] = [
  (db) => seedOrganisations(db),
  (db) => seedDemoBorrowers(db),
  (db) => seedLoanOfficers(db),
  (db) => seedFeatureFlags(db),
  (db) => seedDemoApplication(db),
  (db) => seedDemoSigners(db),
  (db) => seedDemoNotifications(db),
  (db) => seedOperatingHours(db),
];

export async function runSeeds(db: Database): Promise<void> {
  for (const step of seeds) await step(db);
}
