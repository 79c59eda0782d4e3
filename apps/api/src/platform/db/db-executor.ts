import type { Database } from './database.ts';

/** The database or an open transaction on it: repositories accept either so callers choose the unit of work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
