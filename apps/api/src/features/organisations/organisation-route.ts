import { organisation } from '@lintel/domain/api/endpoints/platform';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';

/** The organisation object the page gets injected, for the Vite dev server (which has no injection). */
export async function organisationRoute(app: FastifyInstance, { endpoints }: FeatureOptions): Promise<void> {
  endpoints(app, organisation, ({ request }) => request.organisation);
}
