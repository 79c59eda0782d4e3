import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { brokerLoginRoute } from './routes/broker-login-route.ts';
import { brokerLogoutRoute } from './routes/broker-logout-route.ts';
import { selfInfoRoute } from './routes/self-info-route.ts';
import { identityRoute } from './routes/identity-route.ts';
import { loginRoute } from './routes/login-route.ts';
import { profileRoute } from './routes/profile-route.ts';
import { passwordResetRoutes } from './routes/password-reset-routes.ts';
import { emailVerificationRoutes } from './routes/email-verification-routes.ts';
import { createIdentityServices } from './identity-services.ts';

export interface IdentityFeatureOptions extends FeatureOptions {
  /** Whether an application of the identity holds its SSN (the profile's `hasSsn`); the applications feature answers. */
  identityHasSsn: (db: Database, identityId: string) => Promise<boolean>;
}

/**
 * Identity, sessions, identity-broker and service-profile routes (spec 001 §7 "Identity and session"). The register
 * route is the registration feature's.
 */
export async function identityFeature(app: FastifyInstance, opts: IdentityFeatureOptions): Promise<void> {
  const services = createIdentityServices(opts);
  for (const route of [
    loginRoute,
    identityRoute,
    brokerLoginRoute,
    brokerLogoutRoute,
    selfInfoRoute,
    passwordResetRoutes,
    emailVerificationRoutes,
  ]) {
    route(app, services, opts.endpoints);
  }
  profileRoute(app, services, opts.endpoints, opts.identityHasSsn);
}
