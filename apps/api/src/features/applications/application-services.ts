import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { requireSession } from '../identity/require-session.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createFieldEncryption, type FieldEncryption } from '../../platform/security/field-encryption.ts';

/** What the application routes share: the database, the clock, D2's session pre-handler and field encryption. */
export interface ApplicationServices {
  db: Database;
  clock: Clock;
  requireSession: preHandlerAsyncHookHandler;
  encryption: FieldEncryption;
  /** The app's one job queue (decision 140). */
  jobs: JobQueue;
}

export function createApplicationServices(opts: FeatureOptions): ApplicationServices {
  return {
    db: opts.db,
    clock: opts.clock,
    requireSession: requireSession(opts) as preHandlerAsyncHookHandler,
    encryption: createFieldEncryption(opts.config.keys.fieldEncryptionKey),
    jobs: opts.jobs,
  };
}
