// What drizzle-kit reads to generate migrations, and the schema the query builder knows.
// One file per feature under ./schema/; add a line here for each new one.
export * from './schema/organisations.ts';
export * from './schema/identity.ts';
export * from './schema/applications.ts';
export * from './schema/audit.ts';
export * from './schema/jobs.ts';
export * from './schema/loan-officers.ts';
export * from './schema/feature-flags.ts';
export * from './schema/wallet.ts';
export * from './schema/operating-hours.ts';
export * from './schema/telemetry.ts';
export * from './schema/ceo-feedback.ts';
export * from './schema/registration.ts';
export * from '../workflow/closing/closing-table.ts';
