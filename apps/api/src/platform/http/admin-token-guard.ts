import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Guard } from './endpoint-route.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The guard of `admin` endpoints (decision 130): the operator's bearer token, compared in constant time. Without
 * `ADMIN_TOKEN` every admin call is refused (the feature that owns them does not register them at all).
 */
export function adminTokenGuard(adminToken: string | undefined): Guard {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    if (!adminToken || !token || !sameToken(token, adminToken)) {
      return reply.code(401).send({ errors: [{ message: 'Admin token required' }] });
    }
    return undefined;
  };
}
