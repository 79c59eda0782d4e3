import type { FastifyInstance } from 'fastify';
import { advanceSandboxClock, sandboxClock } from '@lintel/domain/api/endpoints/sandbox-clock';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { advanceSandboxClock as advance, sandboxClockView } from './sandbox-clock.ts';

/**
 * The sandbox clock's calls (decision 209), for the dev toolbar. The caller registers them outside production only,
 * so a production server answers 404 and no application's time can be moved there. The `applicant` guard keeps
 * each borrower to their own application.
 */
export function sandboxClockRoutes(
  app: FastifyInstance,
  deps: WorkflowDeps,
  endpoints: EndpointRoutes,
): void {
  endpoints(app, sandboxClock, async ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    return sandboxClockView(deps, params.uuid);
  });
  endpoints(app, advanceSandboxClock, async ({ params, body }) => advance(deps, params.uuid, body.advance));
}
