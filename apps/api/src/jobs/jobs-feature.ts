import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../platform/feature-options.ts';
import { createSandboxProviders } from '../providers/providers.ts';
import { createFieldEncryption } from '../security/field-encryption.ts';
import { recoverWaitingApplications } from './recover-waiting.ts';
import { registerWorkflowJobs } from './resolve-step-job.ts';
import { registerClosingJobs } from '../workflow/closing/closing-jobs.ts';
import { TableJobQueue } from './table-job-queue.ts';

/**
 * Background jobs of the workflow on the table-backed queue (decision 057). Polling starts when the server is
 * ready and stops on close; tests drive the queue themselves (`drain()`), so it does not poll under NODE_ENV=test.
 */
export async function jobsFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const queue = new TableJobQueue(opts.db, opts.clock, {
    onError: (error, job) => app.log.warn({ err: error, jobId: job.id, job: job.name }, 'job attempt failed'),
  });
  const deps = {
    db: opts.db,
    clock: opts.clock,
    providers: createSandboxProviders({ latencyMs: opts.config.sandboxLatencyMs ?? 0 }),
    encryption: createFieldEncryption(opts.config.keys.fieldEncryptionKey),
    queue,
  };
  registerWorkflowJobs(deps);
  // Notary session end, rescission end and funding (decision 118).
  registerClosingJobs(deps);
  if (opts.config.nodeEnv === 'test') return;
  app.addHook('onReady', async () => {
    // Embedded database: this process is its only user, so jobs left active were held by a killed one (decision 091).
    if (!opts.config.databaseUrl) {
      const released = await queue.releaseAbandoned();
      if (released > 0) app.log.info({ released }, 'released jobs a stopped process held');
    }
    const queued = await recoverWaitingApplications(opts.db, queue);
    if (queued > 0) app.log.info({ queued }, 'queued jobs for waiting applications');
    await queue.start();
  });
  app.addHook('onClose', () => queue.stop());
}
