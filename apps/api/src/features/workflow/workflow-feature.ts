import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { createFieldEncryption } from '../../platform/security/field-encryption.ts';
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
  };
  registerStepRoutes(app, deps, opts.endpoints);
}
