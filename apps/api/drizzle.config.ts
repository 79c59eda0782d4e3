import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @lintel/api` diffs src/db/schema.ts against migrations/ and writes the next SQL file.
// Migrations are applied at start by drizzle's migrator (src/db/database.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
