import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { pricingAdminRoutes } from './pricing-admin-routes.ts';

/**
 * Each lender's rate sheet and credit policy as versioned data (decision 195): underwriting reads it through
 * pricing-store.ts; operators change it with `npm run pricing` or these admin calls (decision 197).
 */
export async function pricingFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  pricingAdminRoutes(app, opts, () => app.organisations.reload());
}
