import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { ceoFeedbackRoutes } from './ceo-feedback-routes.ts';

/** The CEO feedback modal's call (decision 068); D2's service-profile routes live apart, in features/identity/routes. */
export async function ceoFeedbackFeature(app: FastifyInstance, opts: FeatureOptions): Promise<void> {
  ceoFeedbackRoutes(app, opts);
}
