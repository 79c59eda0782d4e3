import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { createSessionService, type RequestSession, type SessionService } from './session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on routes that use it; absent elsewhere. */
    session?: RequestSession;
  }
}

/**
 * Pre-handler for routes that need a signed-in identity (spec 001 §8). Answers 401 `unauthenticated` for a missing,
 * expired, revoked or other-organisation token, 403 `invalid signature` for a forged one; otherwise sets
 * `request.session` and, past half the token's life, sends a fresh token in the `Authorization` response header.
 *
 *   app.get('/x', { preHandler: requireSession(opts) }, (request) => sessionOf(request).identityId)
 */
export function requireSession(
  opts: PlatformOptions | { sessions: SessionService },
): preHandlerAsyncHookHandler {
  const sessions = 'sessions' in opts ? opts.sessions : createSessionService(opts);
  return async function requireSessionHandler(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const result = await sessions.authenticate(request.headers.authorization, request.organisation.orgCode);
    if (!result.ok) {
      // Returning the reply tells Fastify the answer is sent and the handler must not run.
      return reply.code(result.status).send({ errors: [{ message: result.message }] });
    }
    request.session = result.session;
    // Answers for a signed-in person (and any refreshed token) must never sit in a shared or browser cache.
    reply.header('cache-control', 'no-store');
    if (result.refreshedToken) reply.header('authorization', `Bearer ${result.refreshedToken}`);
    return undefined;
  };
}

/** The session of a request that passed `requireSession` (a programming error otherwise). */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw new Error('requireSession did not run for this route');
  return request.session;
}
