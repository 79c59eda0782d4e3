import type { Executor } from '../../platform/db/db-executor.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';

export const SIGNER_MESSAGES_JOB = 'signer.messages';
/** How often the sweep looks: a reminder or milestone message is at most this late. */
export const SIGNER_MESSAGES_EVERY_MS = 5 * 60_000;

/**
 * Queues the next sweep at the next boundary of the grid (every 5 minutes by the app clock). The boundary is the
 * job's singleton key, so however many times it is asked for (each invitation, each start, each sweep), one sweep
 * runs per boundary.
 */
export async function scheduleSignerMessages(deps: Pick<PlatformOptions, 'clock' | 'jobs'>, tx?: Executor): Promise<void> {
  const slot = Math.floor(deps.clock.now().getTime() / SIGNER_MESSAGES_EVERY_MS) + 1;
  await deps.jobs.send(
    SIGNER_MESSAGES_JOB,
    {},
    { singletonKey: `${SIGNER_MESSAGES_JOB}:${slot}`, startAfter: new Date(slot * SIGNER_MESSAGES_EVERY_MS), retryLimit: 3 },
    tx,
  );
}
