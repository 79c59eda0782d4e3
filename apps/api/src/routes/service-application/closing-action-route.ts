import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
} from '../../applications/application-route-schemas.ts';
import type { StepActionOptions, StepActionPlan } from '../../applications/step-action.ts';
import { sessionOf } from '../../identity/require-session.ts';
import type { RequestSession } from '../../identity/session-service.ts';
import {
  errorBody,
  runClosingAction,
  type ClosingActionContext,
} from '../../workflow/closing/closing-action.ts';
import type { ClosingServices } from '../../workflow/closing/closing-services.ts';
import { CLOSING_TAGS, closingActionResponses } from './closing-route-schemas.ts';

export interface ClosingActionRouteSpec<Body> {
  /** After `{uuid}/`. */
  path: string;
  summary: string;
  body: $ZodType<Body>;
  steps: readonly ServerStep[];
  options?: StepActionOptions;
  plan: (
    context: ClosingActionContext & { body: Body; session: RequestSession },
  ) => Promise<StepActionPlan | undefined>;
}

/**
 * One closing step action route (the closing chain's counterpart of the after-offer `actionRoute`): typed body, the
 * OpenAPI entry with every answer, and `runClosingAction` (403 / 404 / 409 / 400 with `errors`, then the move).
 */
export function closingActionRoute<Body>(
  app: FastifyInstance,
  services: ClosingServices,
  spec: ClosingActionRouteSpec<Body>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `${APPLICATION_BASE_V3}/:uuid/${spec.path}`,
    schema: {
      tags: CLOSING_TAGS,
      summary: spec.summary,
      params: applicationParamsSchema,
      body: spec.body,
      response: closingActionResponses,
    },
    preHandler: services.requireSession,
    handler: async (request, reply) => {
      const session = sessionOf(request);
      const { uuid } = request.params as { uuid: string };
      const result = await runClosingAction(
        services,
        session,
        uuid,
        spec.steps,
        (context) => spec.plan({ ...context, body: request.body as Body, session }),
        spec.options,
      );
      if ('status' in result) return reply.code(result.status).send(errorBody(result));
      return result;
    },
  });
}
