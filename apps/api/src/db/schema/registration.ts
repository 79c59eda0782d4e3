// Registration's own table lives with the feature (apps/api/src/registration/); drizzle-kit reads it through here.
export * from '../../registration/registration-submissions-table.ts';
