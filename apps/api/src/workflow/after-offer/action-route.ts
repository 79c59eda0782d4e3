import { apiErrorSchema, type ApiErrorItem } from '@lintel/domain/api/api-error';
import { serverStepStatusSchema, type ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { runAfterOfferAction, type ActionContext, type ActionPlan } from './after-offer-action.ts';
import type { AfterOfferDeps } from './after-offer-deps.ts';

export interface ActionRouteSpec<Body> {
  method: 'POST' | 'PUT';
  /** After `{uuid}/`. */
  path: string;
  summary: string;
  body: $ZodType<Body>;
  /** The answer's schema; `{ step }` unless the action says more. */
  response?: $ZodType;
  steps: readonly ServerStep[];
  plan: (
    context: ActionContext,
    body: Body,
  ) => Promise<ActionPlan | ApiErrorItem[]> | ActionPlan | ApiErrorItem[];
}

/**
 * One after-offer action route: typed body, the OpenAPI entry with every answer it can give, and the action runner
 * (404 / 409 / 400 with `errors`, then the move). Keeps each route file to its own rule.
 */
export function actionRoute<Body>(
  app: FastifyInstance,
  deps: AfterOfferDeps,
  spec: ActionRouteSpec<Body>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: `${APPLICATION_BASE_V3}/:uuid/${spec.path}`,
    schema: {
      tags: ['service-application'],
      summary: spec.summary,
      params: applicationParamsSchema,
      body: spec.body,
      response: {
        200: spec.response ?? serverStepStatusSchema,
        400: apiErrorSchema,
        409: apiErrorSchema,
        ...perApplicationErrors,
      },
    },
    preHandler: deps.requireSession,
    handler: async (request, reply) => {
      const { uuid } = request.params as { uuid: string };
      const outcome = await runAfterOfferAction(deps, sessionOf(request), uuid, spec.steps, (context) =>
        spec.plan(context, request.body as Body),
      );
      if (!outcome.ok) return reply.code(outcome.status).send({ errors: outcome.errors });
      return { step: outcome.step, ...outcome.answer };
    },
  });
}
