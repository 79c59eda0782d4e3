import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { brokerLoginRoute } from './routes/broker-login-route.ts';
import { brokerLogoutRoute } from './routes/broker-logout-route.ts';
import { selfInfoRoute } from './routes/self-info-route.ts';
import { identityRoute } from './routes/identity-route.ts';
import { loginRoute } from './routes/login-route.ts';
import { registerRoute } from '../registration/register-route.ts';
import { profileRoute } from './routes/profile-route.ts';
import { createIdentityServices } from './identity-services.ts';

/** Identity, sessions, identity-broker and service-profile routes (spec 001 §7 "Identity and session"). */
export async function identityFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  const services = createIdentityServices(opts);
  for (const route of [
    loginRoute,
    registerRoute,
    identityRoute,
    brokerLoginRoute,
    brokerLogoutRoute,
    selfInfoRoute,
    profileRoute,
  ]) {
    route(app, services);
  }
}
