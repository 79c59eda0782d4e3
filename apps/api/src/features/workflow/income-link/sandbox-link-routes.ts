import { sandboxLinkOAuthComplete, sandboxLinkSession } from '@lintel/domain/api/endpoints/sandbox-link';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import type { SandboxIncomeLinks } from '../../../providers/income-verification/sandbox-income-link.ts';

/** A person types at most a few sign-ins a minute; this stops a script guessing the sandbox users. */
const RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The income-link provider's widget servers, played by the sandbox (decision 182): the sign-in of the sandbox users
 * and the finish of an OAuth institution's round trip. A refusal is a 400 with the message the widget shows.
 */
export function sandboxLinkRoutes(
  app: FastifyInstance,
  links: SandboxIncomeLinks,
  clock: Clock,
  endpoints: EndpointRoutes,
): void {
  endpoints(
    app,
    sandboxLinkSession,
    async ({ body, reply }) => {
      const result = await links.connect(body, clock.now());
      if ('refused' in result)
        return reply.code(400).send({ errors: [{ message: result.refused, field: result.field }] });
      return result;
    },
    { config: { rateLimit: RATE_LIMIT } },
  );
  endpoints(app, sandboxLinkOAuthComplete, async ({ body, reply }) => {
    const result = await links.completeOAuth(body, clock.now());
    if ('refused' in result)
      return reply.code(400).send({ errors: [{ message: result.refused, field: result.field }] });
    return result;
  });
}
