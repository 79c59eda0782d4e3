import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { registerEmailJobs } from './deliver-email-job.ts';
import { devMailboxRoutes } from './dev-mailbox-routes.ts';

/**
 * The one email outbox (decision 168): its delivery job on the app's queue (started with the other workers) and,
 * outside production, the dev mailbox's API. Features write messages with `enqueueEmail` in their own transaction.
 */
export async function emailFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const { mailer, sms } = opts.providers;
  registerEmailJobs(opts.jobs, { db: opts.db, clock: opts.clock, mailer, sms });
  app.addHook('onClose', async () => mailer.close?.());
  if (opts.config.nodeEnv !== 'production') devMailboxRoutes(app, { mailer, sms }, opts.endpoints);
  else if (mailer.kind === 'sandbox') {
    app.log.warn(
      'SMTP_URL is not set: emails (password reset, verification) are kept in memory, not delivered',
    );
  }
}
