import type { Endpoint } from '@lintel/domain/api/endpoint';
import type { FastifyInstance } from 'fastify';
import type { EndpointHandler, EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import { accessOf } from '../../applications/application-guard.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { runStepAction } from './action-runner.ts';
import type { StepAction, StepRead } from './step-module.ts';
import { STEP_CALLS } from './step-registry.ts';

/**
 * Registers every step module's reads and actions from their endpoints of the contract (decision 161): the route,
 * its schemas and the guard of its caller come from the endpoint; an action runs through `runStepAction`.
 */
export function registerStepRoutes(
  app: FastifyInstance,
  deps: WorkflowDeps,
  endpoints: EndpointRoutes,
): void {
  for (const call of STEP_CALLS.values()) {
    if ('handle' in call) registerRead(app, deps, endpoints, call);
    else registerAction(app, deps, endpoints, call);
  }
}

function registerRead(
  app: FastifyInstance,
  deps: WorkflowDeps,
  endpoints: EndpointRoutes,
  read: StepRead,
): void {
  endpoints(app, read.endpoint, async ({ params, query, request, reply }) =>
    read.handle({ deps, access: accessOf(request), params, query, request, reply }),
  );
}

function registerAction(
  app: FastifyInstance,
  deps: WorkflowDeps,
  endpoints: EndpointRoutes,
  action: StepAction,
): void {
  const handler: EndpointHandler<Endpoint> = async (input) => {
    const outcome = await runStepAction(deps, action, input);
    if (!outcome.ok) return input.reply.code(outcome.status).send({ errors: outcome.errors });
    return outcome.answer;
  };
  const upload = action.endpoint.upload;
  if (!upload) {
    endpoints(app, action.endpoint, handler);
    return;
  }
  // An upload's body is the file's bytes, whatever its Content-Type: the action decides what it accepts. Scoped to
  // this route, one byte over the limit so the action can say "larger than 10 MB" itself.
  const bodyLimit = upload.maxBytes + 1;
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    endpoints(scope, action.endpoint, handler, { bodyLimit });
  });
}
