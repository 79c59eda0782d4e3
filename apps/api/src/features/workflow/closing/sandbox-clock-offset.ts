import { eq } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { sandboxClocks } from './notary-identity-tables.ts';

// Read by step plans (the identity questions' lockout), so it imports nothing of the step registry.

/** How far this application's time was moved forward (0 without a sandbox clock, always so in production). */
export async function sandboxOffset(db: Executor, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ offsetMs: sandboxClocks.offsetMs })
    .from(sandboxClocks)
    .where(eq(sandboxClocks.applicationId, applicationId));
  return row?.offsetMs ?? 0;
}

export function shiftedClock(base: Clock, offsetMs: number): Clock {
  return offsetMs === 0 ? base : { now: () => new Date(base.now().getTime() + offsetMs) };
}

/** The application's own clock: the app clock moved by its sandbox offset (decision 209). */
export async function applicationClock(deps: Pick<WorkflowDeps, 'db' | 'clock'>, applicationId: string) {
  return shiftedClock(deps.clock, await sandboxOffset(deps.db, applicationId));
}
