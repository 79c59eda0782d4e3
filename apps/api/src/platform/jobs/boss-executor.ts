import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/db-executor.ts';

/**
 * Runs pg-boss's numbered-parameter SQL on a drizzle database or transaction, so `send(..., { db })` inserts the job
 * in the caller's transaction (decision 057's outbox rule). Each `$n` becomes a drizzle parameter; a text without
 * values (pg-boss's migrations, several statements) goes through unchanged.
 */
export function bossExecutor(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await executor.execute(
        values && values.length > 0 ? withParams(text, values) : sql.raw(text),
      );
      // node-postgres answers a QueryResult; pg-boss only reads `rows`.
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function withParams(text: string, values: unknown[]): SQL {
  // split() with a capture group alternates text and parameter numbers: [text, "1", text, "2", text ...].
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
  );
  return sql.join(chunks, sql.raw(''));
}
