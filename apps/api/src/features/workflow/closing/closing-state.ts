import { eq } from 'drizzle-orm';
import type { Actor } from '../../audit/audit-log.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { applications } from '../../applications/tables/application-table.ts';
import { findClosing, type ClosingRow } from './closing-repository.ts';

export const CLOSING_ACTOR: Actor = { type: 'JOB', id: 'workflow.closing' };

export interface ClosingState {
  application: typeof applications.$inferSelect;
  closing: ClosingRow | undefined;
}

/** The application row and its closing row, read before a job decides (outside any transaction). */
export async function loadClosingState(
  db: Executor,
  applicationId: string,
): Promise<ClosingState | undefined> {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) return undefined;
  return { application, closing: await findClosing(db, applicationId) };
}
