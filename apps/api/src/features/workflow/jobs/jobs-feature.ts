import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { createFieldEncryption } from '../../../platform/security/field-encryption.ts';
import { recoverWaitingApplications } from './recover-waiting.ts';
import { registerWorkflowJobs } from './resolve-step-job.ts';
import { registerStepJobs } from './step-jobs.ts';
import { PgBossJobQueue } from '../../../platform/jobs/pg-boss-job-queue.ts';
import { TableJobQueue } from '../../../platform/jobs/table-job-queue.ts';

/**
 * Background jobs of the workflow on the app's one queue (decisions 057, 140). Workers start when the server is
 * ready and stop on close; tests drive the queue themselves (`drain()`), so it does not run under NODE_ENV=test.
 */
export async function jobsFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const queue = opts.jobs;
  const deps = {
    db: opts.db,
    clock: opts.clock,
    providers: opts.providers,
    encryption: createFieldEncryption(opts.config.keys.fieldEncryptionKey),
    queue,
  };
  registerWorkflowJobs(deps);
  // The step modules' timed jobs: notary session end, rescission end and funding (decision 118).
  registerStepJobs(deps);
  // Always: a send starts pg-boss even in tests, and its timers must not outlive the app.
  app.addHook('onClose', () => queue.stop());
  if (opts.config.nodeEnv === 'test') return;
  app.addHook('onReady', async () => {
    // Jobs a killed process held: on PGlite every active one (this process is the database's only user, decision
    // 091); on PostgreSQL those whose process's liveness lock is gone (decision 140).
    const abandoned =
      queue instanceof PgBossJobQueue || (queue instanceof TableJobQueue && !opts.config.databaseUrl)
        ? await queue.releaseAbandoned()
        : 0;
    if (abandoned > 0) app.log.info({ released: abandoned }, 'released jobs a stopped process held');
    const queued = await recoverWaitingApplications(opts.db, queue);
    if (queued > 0) app.log.info({ queued }, 'queued jobs for waiting applications');
    await queue.start();
  });
}
