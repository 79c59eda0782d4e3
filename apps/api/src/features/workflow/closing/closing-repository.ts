import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { applicationClosing } from './closing-tables.ts';

export type ClosingRow = typeof applicationClosing.$inferSelect;
export type ClosingChanges = Partial<
  Omit<typeof applicationClosing.$inferInsert, 'applicationId' | 'updatedAt'>
>;

export async function findClosing(db: Executor, applicationId: string): Promise<ClosingRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationClosing)
    .where(eq(applicationClosing.applicationId, applicationId));
  return row;
}

/** Creates the application's closing row on its first write and updates it after (call with the step's transaction). */
export async function saveClosing(
  db: Executor,
  applicationId: string,
  changes: ClosingChanges,
  now: Date,
): Promise<void> {
  await db
    .insert(applicationClosing)
    .values({ applicationId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: applicationClosing.applicationId, set: { ...changes, updatedAt: now } });
}
