import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { createFieldEncryption } from '../../platform/security/field-encryption.ts';
import { sandboxLinkRoutes } from './income-link/sandbox-link-routes.ts';
import { sandboxClockRoutes } from './closing/sandbox-clock-routes.ts';
import { registerStepRoutes } from './steps/step-routes.ts';

/**
 * The borrower's step actions and the reads of their pages (service-application), from the step modules
 * (decision 162): each action moves the application to its next server step, or keeps it there with a reason.
 */
export async function workflowFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const deps = {
    db: opts.db,
    clock: opts.clock,
    providers: opts.providers,
    encryption: createFieldEncryption(opts.config.keys.fieldEncryptionKey),
    queue: opts.jobs,
    files: opts.files,
  };
  registerStepRoutes(app, deps, opts.endpoints);
  // The income-link widget's servers exist only with the sandbox provider; a real one hosts its own.
  const links = opts.providers.incomeLinkSandbox;
  if (links) sandboxLinkRoutes(app, links, opts.clock, opts.endpoints);
  // Moving an application's time forward is a tester's tool: the demo's only, never production's (decision 209).
  if (opts.config.mode === 'demo') sandboxClockRoutes(app, deps, opts.endpoints);
}
