import { inArray } from 'drizzle-orm';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { Database } from '../../../platform/db/database.ts';
import { applications } from '../../applications/tables/application-table.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { enqueueResolveStep, RESOLVABLE_STEPS } from './resolve-step-job.ts';

/**
 * At start: makes sure every application in a waiting step has its job (singleton keys make this a no-op for those
 * that do). Covers applications written by a process that died before its job was queued by other means, e.g. data
 * fixes; jobs a dead worker held are retaken after their visibility timeout.
 */
export async function recoverWaitingApplications(db: Database, queue: JobQueue): Promise<number> {
  const waiting = await db
    .select({ id: applications.id, step: applications.serverStep })
    .from(applications)
    .where(inArray(applications.serverStep, [...RESOLVABLE_STEPS]));
  let queued = 0;
  for (const row of waiting) {
    if (await enqueueResolveStep(queue, row.id, row.step as ServerStep)) queued += 1;
  }
  return queued;
}
