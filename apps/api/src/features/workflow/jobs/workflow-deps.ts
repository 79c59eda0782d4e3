import type { Database } from '../../../platform/db/database.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';
import type { FieldEncryption } from '../../../platform/security/field-encryption.ts';
import type { Providers } from '../../../providers/providers.ts';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { StepOutcome } from './step-outcome.ts';

/** What the workflow's jobs use: the database, the clock, the third parties, field encryption and the queue. */
export interface WorkflowDeps {
  db: Database;
  clock: Clock;
  providers: Providers;
  encryption: FieldEncryption;
  queue: JobQueue;
  /** Where uploads are kept (decision 185); the database when absent (the jobs and their tests keep no files). */
  files?: FileStore;
}

/** Job data: which application (everything else is read from it when the job runs). */
export interface ResolveStepData {
  applicationId: string;
}

/** Decides how a waiting step ends; resolve-step-job.ts writes the outcome. */
export type Resolver = (
  deps: WorkflowDeps,
  aggregate: ApplicationAggregate,
  data: ResolveStepData,
) => Promise<StepOutcome>;
