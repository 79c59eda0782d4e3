import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { Executor } from '../../../platform/db/db-executor.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';

/**
 * The closing chain's timed work (decision 118): each job is queued in the transaction of the step that needs it
 * (so a crash never keeps the step and loses the job), runs when its time on the app clock has come, and does
 * nothing if the application has moved on (cancelled, or a second run).
 */
export const CLOSING_JOBS = {
  notarySession: 'closing.notary-session-ends',
  rescission: 'closing.rescission-ends',
  recording: 'closing.recording',
  funding: 'closing.funding',
} as const;

export interface ClosingJobData {
  applicationId: string;
}

export function sendClosingJob(
  queue: JobQueue,
  name: (typeof CLOSING_JOBS)[keyof typeof CLOSING_JOBS],
  applicationId: string,
  step: ServerStep,
  tx: Executor,
  startAfter?: Date,
  /** Tells apart two jobs of one step (a rescheduled notary session's end is not the first one's). */
  key?: string,
): Promise<string | null> {
  return queue.send<ClosingJobData>(
    name,
    { applicationId },
    {
      singletonKey: `${applicationId}:${name}:${step}${key ? `:${key}` : ''}`,
      retryLimit: 6,
      retryDelay: 30,
      retryBackoff: true,
      ...(startAfter ? { startAfter } : {}),
    },
    tx,
  );
}
