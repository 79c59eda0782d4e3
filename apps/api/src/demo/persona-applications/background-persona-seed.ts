import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { runAppSeeds } from '../seeds.ts';

export interface BackgroundSeed {
  /** Lets the personas being driven finish, starts no more, and waits, so the database closes under no one. */
  stop(): Promise<void>;
}

/**
 * Seeds the persona demo accounts in the background of a listening server, so the portal answers at once while it
 * runs (seconds: decision 150). main.ts starts it after its first-request self-check, which it would otherwise slow.
 */
export function startPersonaSeed(app: FastifyInstance, features: PlatformOptions): BackgroundSeed {
  // A production server creates no demo account (issue 28): a demo deployment runs `npm run seed-demo` once.
  if (features.config.mode !== 'demo') throw new Error('demo personas are seeded by the demo server only');
  const abort = new AbortController();
  const started = performance.now();
  const running = runAppSeeds({ app, features, signal: abort.signal }).then(
    (report) => {
      const ms = Math.round(performance.now() - started);
      const summary = { created: report.created.length, existing: report.existing.length, ms };
      // Expected once the accounts are used; the log says how to have one seeded afresh.
      if (report.movedOn.length > 0)
        app.log.info(
          { movedOn: report.movedOn },
          'demo personas: these moved on from where the seed left them; remove an account (or DATA_DIR) to seed it again',
        );
      if (abort.signal.aborted) app.log.info(summary, 'demo personas: seed stopped');
      else if (report.failed.length > 0)
        app.log.warn({ ...summary, failed: report.failed }, 'demo personas: some failed');
      else app.log.info(summary, `demo personas ready (${summary.created} created) in ${ms} ms`);
    },
    (error: unknown) => app.log.error({ err: error }, 'demo personas: seed failed'),
  );
  return {
    async stop() {
      abort.abort();
      await running;
    },
  };
}
