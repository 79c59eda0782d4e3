import { application } from '@lintel/domain/api/endpoints/applications';
import { signerApplicationView } from '@lintel/domain/signers/signer-least-data';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { notFound } from '../application-access.ts';
import { accessOf } from '../application-guard.ts';
import { toApplicationView } from '../application-mapper.ts';
import { loadApplication } from '../application-repository.ts';
import { applicationHistory } from '../application-history.ts';
import { sessionOf } from '../../identity/require-session.ts';

export function getApplicationRoute(app: FastifyInstance, services: FeatureOptions): void {
  services.endpoints(app, application, async ({ request, reply }) => {
    const { id, signerRelation } = accessOf(request);
    const [aggregate, history] = await Promise.all([
      loadApplication(services.db, id),
      applicationHistory(services.db, id),
    ]);
    if (!aggregate) return notFound(reply);
    const view = toApplicationView(aggregate, history);
    // A signer reads what their role may (decision 249), never the borrower's whole application.
    return signerRelation ? signerApplicationView(signerRelation, view, sessionOf(request).identityId) : view;
  });
}
