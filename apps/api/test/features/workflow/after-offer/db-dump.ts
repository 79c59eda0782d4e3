import { sql } from 'drizzle-orm';
import type { Database } from '../../../../src/platform/db/database.ts';

/** Every row of every table in the public schema, as text: what a database dump would show. */
export async function dumpAllTables(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql`select * from ${sql.identifier(table_name)}`)) as unknown as {
      rows: unknown[];
    };
    parts.push(`${table_name}: ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

/** The audit actions recorded for one application (rows of one test-clock instant come in no set order). */
export async function auditActions(db: Database, applicationId: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select action from audit_events where application_id = ${applicationId} order by created_at, id`,
  )) as unknown as { rows: { action: string }[] };
  return result.rows.map((r) => r.action);
}
