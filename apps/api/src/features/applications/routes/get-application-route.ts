import { application } from '@lintel/domain/api/endpoints/applications';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { notFound } from '../application-access.ts';
import { accessOf } from '../application-guard.ts';
import { toApplicationView } from '../application-mapper.ts';
import { loadApplication } from '../application-repository.ts';
import { applicationHistory } from '../application-history.ts';

export function getApplicationRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, application, async ({ request, reply }) => {
    const id = accessOf(request).id;
    const [aggregate, history] = await Promise.all([
      loadApplication(services.db, id),
      applicationHistory(services.db, id),
    ]);
    if (!aggregate) return notFound(reply);
    return toApplicationView(aggregate, history);
  });
}
