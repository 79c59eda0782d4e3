import { runSeeds } from './demo/seeds.ts';
import { seedFlagCatalogue } from './features/feature-flags/seed-feature-flags.ts';
import { seedOperatingHours } from './features/operating-hours/seed-operating-hours.ts';
import { lenderReadiness } from './features/organisations/lender-admin.ts';
import type { AppConfig } from './platform/config/env.ts';
import type { Database } from './platform/db/database.ts';

/**
 * The data side of a start, by mode (issue 28). The demo brings its lenders and accounts up to date at every start;
 * production writes nothing: no demo lender, account or application, ever (a demo deployment runs `npm run
 * seed-demo` once instead). Production needs a lender to serve, so it refuses without one, saying how to add it.
 */
export async function prepareDatabase(db: Database, config: Pick<AppConfig, 'mode'>): Promise<void> {
  if (config.mode === 'demo') {
    await runSeeds(db);
    return;
  }
  const { lenders, hasDefault } = await lenderReadiness(db);
  if (lenders === 0)
    throw new Error(
      'this production database has no lender. Add one: `npm run -s lender -- example > lender.json`, edit it ' +
        '(organisation code, names, NMLS, address, colours, licensed states), then `npm run lender -- add --file ' +
        'lender.json`. A demo deployment seeds the demo lenders and accounts with `npm run seed-demo` instead.',
    );
  if (!hasDefault)
    throw new Error(
      'no lender is the default (the one a request without ?org= or a known host gets): set "isDefault": true in ' +
        "one lender's file (`npm run -s lender -- show --org CODE`) and `npm run lender -- update --file` it.",
    );
  await seedProductDefaults(db);
}

/**
 * Not demo data: the product's own defaults, written only where missing (an operator's change is kept). The flags
 * the product reads, with their defaults for every lender, and the standard opening hours of the phone line and the
 * chat for a lender that has none yet (its admin changes them).
 */
export async function seedProductDefaults(db: Database): Promise<void> {
  await seedFlagCatalogue(db);
  await seedOperatingHours(db);
}
