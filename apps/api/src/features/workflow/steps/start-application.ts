import type { Clock } from '../../../platform/clock.ts';
import type { FieldEncryption } from '../../../platform/security/field-encryption.ts';
import { enqueueResolveStep } from '../jobs/resolve-step-job.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { Database } from '../../../platform/db/database.ts';
import { createApplication, type NewApplication } from '../../applications/create-application.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';

/**
 * A submitted registration becomes an application waiting for its soft pull, and the job that pulls is queued in
 * the same transaction (registration's `AccountExtension` passes its transaction here).
 */
export async function startApplication(
  tx: Executor,
  deps: { db: Database; clock: Clock; encryption: FieldEncryption; jobs: JobQueue },
  input: Omit<NewApplication, 'step'>,
): Promise<string> {
  const id = await createApplication(
    tx,
    {
      clock: deps.clock,
      encryption: deps.encryption,
      actor: { type: 'BORROWER', id: input.primaryIdentityId },
    },
    { ...input, step: 'WAITING_FOR_CREDIT' },
  );
  await enqueueResolveStep(deps.jobs, id, 'WAITING_FOR_CREDIT', tx);
  return id;
}
