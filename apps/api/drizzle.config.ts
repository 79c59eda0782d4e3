import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @lintel/api` diffs the tables against migrations/ and writes the next SQL file. Each
// feature owns its tables: a `<feature>-tables.ts` file or a `tables/` folder (decision 160).
// Migrations are applied at start by drizzle's migrator (src/platform/db/database.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/**/*-tables.ts', './src/**/tables/*.ts'],
  out: './migrations',
});
