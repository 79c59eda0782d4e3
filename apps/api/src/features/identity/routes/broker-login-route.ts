import { brokerLogin } from '@lintel/domain/api/endpoints/identity-broker';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import type { IdentityServices } from '../identity-services.ts';
import { DASHBOARD_PATH, loginPath, safeRedirect } from '../safe-redirect.ts';

/**
 * Where the browser goes to sign in (decision 016): a visitor with a live session for this organisation goes
 * straight on (to `redirectUrl` when safe, else the dashboard); anyone else to the login page, carrying it along.
 */
export function brokerLoginRoute(
  app: FastifyInstance,
  { sessions }: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  endpoints(app, brokerLogin, async ({ body, query, request, reply }) => {
    const orgCode = request.organisation.orgCode;
    if (body.orgCode !== orgCode) {
      return reply.code(400).send({
        errors: [{ message: 'orgCode does not match the organisation of the request', field: 'orgCode' }],
      });
    }
    const auth = await sessions.authenticate(request.headers.authorization, orgCode);
    if (auth.ok) return { redirectUrl: safeRedirect(query.redirectUrl) ?? DASHBOARD_PATH };
    return { redirectUrl: loginPath(query.redirectUrl) };
  });
}
