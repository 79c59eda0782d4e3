// The application aggregate's tables live with the feature (apps/api/src/applications/tables/); drizzle-kit
// reads them through this file.
export * from '../../applications/tables/application-table.ts';
export * from '../../applications/tables/application-parties.ts';
export * from '../../applications/tables/application-property-income.ts';
export * from '../../applications/tables/application-offers.ts';
export * from '../../applications/tables/application-records.ts';
export * from '../../applications/tables/application-after-offer.ts';
