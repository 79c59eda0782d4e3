import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column IN ('A','B',…)` for a CHECK constraint; the values are our own constants, never user input. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** `column >= min and column <= max` for a CHECK constraint, the bounds written as numbers (our own constants). */
export function inRange(column: AnyPgColumn, min: number, max: number): SQL {
  return sql`${column} >= ${sql.raw(String(min))} and ${column} <= ${sql.raw(String(max))}`;
}
