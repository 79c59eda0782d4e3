import { apiErrorSchema } from '@lintel/domain/api/api-error';
import type {
  Caller,
  Endpoint,
  EndpointAnswer,
  EndpointParsedBody,
  EndpointParsedParams,
  EndpointParsedQuery,
} from '@lintel/domain/api/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LogLevel,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * What runs before the handler of an endpoint for its caller (decision 161): the session check for `signed-in`, the
 * session and the application access rule for `party` and `applicant`, the operator token for `admin`. Supplied by
 * the app when it composes the features, so the platform knows the rule's name and not its code.
 */
export type Guard = preHandlerAsyncHookHandler;
export type Guards = Readonly<Partial<Record<Exclude<Caller, 'anyone'>, readonly Guard[]>>>;

/** The refusals a caller's guard can answer, documented on every endpoint of that caller. */
const GUARD_ERRORS: Readonly<Record<Caller, readonly number[]>> = {
  anyone: [],
  'signed-in': [401, 403],
  party: [401, 403, 404],
  applicant: [401, 403, 404],
  signer: [401, 403, 404],
  admin: [401],
};

export interface EndpointRequest<E extends Endpoint> {
  params: EndpointParsedParams<E>;
  query: EndpointParsedQuery<E>;
  body: EndpointParsedBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The answer, or the reply when the handler sent a refusal itself (`reply.code(409).send({ errors })`). */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointRequest<E>,
) => Promise<EndpointAnswer<E> | FastifyReply> | EndpointAnswer<E> | FastifyReply;

export interface EndpointRouteOptions {
  /** Route config, e.g. `{ rateLimit: {...} }`. */
  config?: FastifyContextConfig;
  /** Checks after the caller's guard (e.g. a registration gate). */
  preHandler?: readonly Guard[];
  bodyLimit?: number;
  /** E.g. `warn` for a route polled so often that its info lines would drown the logs. */
  logLevel?: LogLevel;
  /**
   * For a body whose rules depend on the request (the register body's context) and whose refusals come after
   * others the handler gives first: Fastify checks only this envelope and the handler judges the body itself. The
   * endpoint's body schema is still what the OpenAPI document shows and what callers are typed by.
   */
  bodyCheckedByHandler?: { envelope: $ZodType };
}

/** For the OpenAPI document only: an upload's body is the file's bytes, checked by the handler. */
const fileBodySchema = z.any().meta({ type: 'string', format: 'binary', description: 'The file itself' });

function responseSchemas(target: Endpoint): Record<number, unknown> {
  const answers: Record<number, unknown> = { [target.status ?? 200]: target.response };
  for (const status of [...GUARD_ERRORS[target.caller], ...(target.errors ?? [])]) answers[status] = apiErrorSchema;
  return { ...answers, ...target.otherAnswers };
}

/**
 * Registers the one route of an endpoint: its method and path, every schema (so Fastify validates the params,
 * query and body, serialises the answer through the response schema, and the OpenAPI document shows both), the
 * guard of its caller, and the handler. Features receive it from the app as `FeatureOptions.endpoints`.
 */
export function createEndpointRoutes(guards: Guards) {
  return function endpointRoute<E extends Endpoint>(
    app: FastifyInstance,
    target: E,
    handler: EndpointHandler<E>,
    options: EndpointRouteOptions = {},
  ): void {
    const guard = target.caller === 'anyone' ? [] : guards[target.caller];
    if (!guard) throw new Error(`${target.method} ${target.path}: no guard for caller ${target.caller}`);
    const body = target.upload ? fileBodySchema : target.body;
    const envelope = options.bodyCheckedByHandler?.envelope;
    app.withTypeProvider<ZodTypeProvider>().route({
      method: target.method,
      url: target.path,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.config ? { config: options.config } : {}),
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
      ...(envelope
        ? {
            validatorCompiler: (route: FastifyRouteSchemaDef<unknown>) =>
              validatorCompiler({ ...route, schema: (route.httpPart === 'body' ? envelope : route.schema) as $ZodType }),
          }
        : {}),
      schema: {
        tags: [target.service],
        summary: target.summary,
        ...(target.description ? { description: target.description } : {}),
        ...(target.params ? { params: target.params } : {}),
        ...(target.query ? { querystring: target.query } : {}),
        ...(target.headers ? { headers: target.headers } : {}),
        ...(body ? { body } : {}),
        ...(target.upload ? { consumes: [...target.upload.contentTypes] } : {}),
        ...(target.caller === 'anyone' ? {} : { security: [{ bearer: [] }] }),
        response: responseSchemas(target),
      },
      // Who may call comes before what they sent (issue 16): a stranger gets 401 or 404 whatever the body, and
      // learns nothing of a route's rules from its validation messages.
      preValidation: [...guard],
      ...(options.preHandler?.length ? { preHandler: [...options.preHandler] } : {}),
      handler: (request, reply) =>
        handler({
          params: request.params as EndpointParsedParams<E>,
          query: request.query as EndpointParsedQuery<E>,
          body: request.body as EndpointParsedBody<E>,
          request,
          reply,
        }),
    });
  };
}

export type EndpointRoutes = ReturnType<typeof createEndpointRoutes>;
