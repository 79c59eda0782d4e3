import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { walletRoutes } from './wallet-routes.ts';

/** Wallet account and notifications (`/service-wallet/secure/api/v4/...`, decision 065). */
export async function walletFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  walletRoutes(app, opts);
}
