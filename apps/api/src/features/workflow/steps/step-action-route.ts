import { apiErrorSchema, type ApiErrorItem } from '@lintel/domain/api/api-error';
import { serverStepStatusSchema, type ServerStep } from '@lintel/domain/server-steps/server-step';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { RequestSession } from '../../identity/session-service.ts';
import { sessionOf } from '../../identity/require-session.ts';
import {
  APPLICATION_BASE_V3,
  applicationParamsSchema,
  perApplicationErrors,
} from '../../applications/application-route-schemas.ts';
import type { StepActionResult } from './step-action.ts';

/** An action taken (the step it led to, and anything more it answers), or refused with a status and `errors`. */
export type ActionResult =
  | { ok: true; answer: { step: ServerStep } & Record<string, unknown> }
  | { ok: false; status: 400 | 403 | 404 | 409; errors: ApiErrorItem[] };

/** `runStepAction`'s answer as a route result: a refusal's message becomes its one error. */
export function fromStepAction(result: StepActionResult): ActionResult {
  if ('status' in result) return { ok: false, status: result.status, errors: [{ message: result.message }] };
  return { ok: true, answer: result };
}

export interface ActionRequest<Body> {
  uuid: string;
  session: RequestSession;
  body: Body;
}

export interface StepActionRouteSpec<Body> {
  method: 'POST' | 'PUT';
  /** After `{uuid}/`. */
  path: string;
  summary: string;
  /** Absent for an action that takes no input. */
  body?: $ZodType<Body>;
  /** The answer's schema; `{ step }` unless the action says more. */
  response?: $ZodType;
  /**
   * Whether the OpenAPI entry lists 400 (a body the action may refuse). The credit and lien actions never listed
   * it; keeping their documents as they were is why this is a switch and not derived from `body`.
   */
  documents400?: boolean;
  run: (request: ActionRequest<Body>) => Promise<ActionResult>;
}

/**
 * The skeleton every borrower step action shares (pre-offer, after-offer and closing alike): the route on
 * `…/v3/application/heloc/:uuid/<path>`, the session check, the OpenAPI entry with every answer it can give, and a
 * refusal sent as `{ errors }` with its status. What the action does, and which runner checks access and step, is
 * the caller's `run`.
 */
export function stepActionRoute<Body>(
  app: FastifyInstance,
  requireSession: preHandlerAsyncHookHandler,
  spec: StepActionRouteSpec<Body>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: `${APPLICATION_BASE_V3}/:uuid/${spec.path}`,
    schema: {
      tags: ['service-application'],
      summary: spec.summary,
      params: applicationParamsSchema,
      ...(spec.body ? { body: spec.body } : {}),
      response: {
        200: spec.response ?? serverStepStatusSchema,
        ...(spec.documents400 === false ? {} : { 400: apiErrorSchema }),
        409: apiErrorSchema,
        ...perApplicationErrors,
      },
    },
    preHandler: requireSession,
    handler: async (request, reply) => {
      const { uuid } = request.params as { uuid: string };
      const outcome = await spec.run({ uuid, session: sessionOf(request), body: request.body as Body });
      if (!outcome.ok) return reply.code(outcome.status).send({ errors: outcome.errors });
      return outcome.answer;
    },
  });
}
