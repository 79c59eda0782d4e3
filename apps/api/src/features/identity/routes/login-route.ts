import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import type { IdentityServices } from '../identity-services.ts';
import { LOGIN_IP_LIMIT } from '../rate-limits.ts';

/** One message for unknown email and wrong password, so the answer does not reveal which accounts exist. */
export const INVALID_CREDENTIALS = 'The email or password you entered is incorrect.';

export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function loginRoute(
  app: FastifyInstance,
  { logins }: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  endpoints(
    app,
    passwordLogin,
    async ({ body, request, reply }) => {
      const result = await logins.login(request.organisation.orgCode, body.email, body.password);
      if (result.ok) return reply.header('cache-control', 'no-store').send({ jwt: result.jwt });
      if (result.reason === 'locked') {
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send({ errors: [{ message: lockedMessage(result.retryAfterSeconds) }] });
      }
      // 400, not 401: the web client treats 401 as "session ended" and would navigate away instead of showing this.
      return reply.code(400).send({ errors: [{ message: INVALID_CREDENTIALS }] });
    },
    { config: { rateLimit: LOGIN_IP_LIMIT } },
  );
}
