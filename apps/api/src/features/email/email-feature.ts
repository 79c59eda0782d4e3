import type { FastifyInstance } from 'fastify';
import { marksTestEnvironment } from '../../platform/config/mode.ts';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { registerEmailJobs } from './deliver-email-job.ts';
import { devMailboxRoutes } from './dev-mailbox-routes.ts';

/**
 * The one email outbox (decision 168): its delivery job on the app's queue (started with the other workers) and,
 * in the demo only, the dev mailbox's API (production refuses to start without a relay, issue 28). Features write
 * messages with `enqueueEmail` in their own transaction; a test deployment's are marked as such on delivery.
 */
export async function emailFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const { mailer, sms } = opts.providers;
  const testEnvironment = marksTestEnvironment(opts.config);
  registerEmailJobs(opts.jobs, { db: opts.db, clock: opts.clock, mailer, sms, testEnvironment });
  app.addHook('onClose', async () => mailer.close?.());
  if (opts.config.mode === 'demo') devMailboxRoutes(app, { mailer, sms }, opts.endpoints);
}
