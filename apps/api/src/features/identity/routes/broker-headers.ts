import type { FastifyRequest } from 'fastify';

/** The `application-name` header of an identity-broker call, checked by the endpoint's headers schema. */
export function applicationNameOf(request: FastifyRequest): string | null {
  const name = request.headers['application-name'];
  return typeof name === 'string' ? name : null;
}
