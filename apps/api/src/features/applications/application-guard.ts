import { APPLICANT_ONLY } from '@lintel/domain/application/closing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { Guard } from '../../platform/http/endpoint-route.ts';
import { sessionOf } from '../identity/require-session.ts';
import { findAccessibleApplication, notFound } from './application-access.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ApplicationAccess = NonNullable<Awaited<ReturnType<typeof findAccessibleApplication>>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `party` and `applicant` guards: the application of `:uuid` the caller may see. */
    applicationAccess?: ApplicationAccess;
  }
}

/**
 * The guard of per-application endpoints (decision 161), after the session check: 404 unless the caller is the
 * application's borrower or one of its signers, in the session's organisation (so probing uuids tells an outsider
 * nothing); for `applicant` endpoints 403 to a signer (decision 060: signers read, they act in their own area).
 */
export function applicationGuard(db: Database, caller: 'party' | 'applicant'): Guard {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessionOf(request);
    const { uuid } = request.params as { uuid?: string };
    // The guard runs before validation: a malformed uuid is left to the params schema's 400.
    if (!uuid || !UUID.test(uuid)) return undefined;
    const access = await findAccessibleApplication(db, session, uuid);
    if (!access) return notFound(reply);
    if (caller === 'applicant' && access.primaryIdentityId !== session.identityId)
      return reply.code(403).send({ errors: [{ message: APPLICANT_ONLY }] });
    request.applicationAccess = access;
    return undefined;
  };
}

/** The application a guarded endpoint's handler works on (a programming error if its caller has no guard). */
export function accessOf(request: FastifyRequest): ApplicationAccess {
  if (!request.applicationAccess) throw new Error('the application guard did not run for this route');
  return request.applicationAccess;
}
