import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { createIdentityServices } from '../identity/identity-services.ts';
import { registerRoute } from './register-route.ts';

/** Issue 4's register endpoint: account, profile and a started application in one transaction (decision 075). */
export async function registrationFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  registerRoute(app, createIdentityServices(opts), opts.endpoints);
}
