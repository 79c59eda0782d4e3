import { brokerLogout } from '@lintel/domain/api/endpoints/identity-broker';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import { findIdentityById } from '../identity-repository.ts';
import type { IdentityServices } from '../identity-services.ts';
import { sessionOf } from '../require-session.ts';
import { LOGIN_PATH, SIGNER_LOGIN_PATH } from '../safe-redirect.ts';

/** Ends the session server-side (its tokens stop working at once) and says where the browser goes next. */
export function brokerLogoutRoute(
  app: FastifyInstance,
  services: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  endpoints(app, brokerLogout, async ({ request, reply }) => {
    const session = sessionOf(request);
    const identity = await findIdentityById(services.db, session.identityId);
    await services.sessions.revoke(session.sessionId);
    // The token being refreshed on this same request would outlive the logout in the client; drop it.
    reply.removeHeader('authorization');
    return { redirectUrl: identity?.type === 'CO_DEEDER' ? SIGNER_LOGIN_PATH : LOGIN_PATH };
  });
}
