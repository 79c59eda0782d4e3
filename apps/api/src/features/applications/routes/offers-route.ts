import { offers } from '@lintel/domain/api/endpoints/applications';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { accessOf } from '../application-guard.ts';
import { currentOffers } from '../offer-repository.ts';

export function offersRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, offers, async ({ request }) => ({
    offers: await currentOffers(services.db, accessOf(request).id),
  }));
}
