import { APPLICANT_ONLY } from '@lintel/domain/application/closing';
import { signerMayCall, signerRelationOfRole } from '@lintel/domain/signers/signer-least-data';
import type { SignerRelation } from '@lintel/domain/signers/signer-invitation';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { Guard } from '../../platform/http/endpoint-route.ts';
import { sessionOf } from '../identity/require-session.ts';
import { findAccessibleApplication, notFound } from './application-access.ts';
import { applicationSigners } from './tables/application-parties.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ApplicationAccess = NonNullable<Awaited<ReturnType<typeof findAccessibleApplication>>> & {
  /** Set when the caller is one of the application's signers, not its borrower: what they read follows it. */
  signerRelation?: SignerRelation;
};

/** The caller's role as a signer of the application (one row at most: the pair is unique). */
async function signerRelationOn(db: Database, applicationId: string, identityId: string) {
  const [row] = await db
    .select({ role: applicationSigners.role })
    .from(applicationSigners)
    .where(
      and(eq(applicationSigners.applicationId, applicationId), eq(applicationSigners.identityId, identityId)),
    );
  return signerRelationOfRole(row?.role ?? '');
}

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
 * A signer reads only the shared calls their role may make (decision 249), 404 otherwise, as an outsider would.
 */
export function applicationGuard(db: Database, caller: 'party' | 'applicant'): Guard {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessionOf(request);
    const { uuid } = request.params as { uuid?: string };
    // The guard runs before validation: a malformed uuid is left to the params schema's 400.
    if (!uuid || !UUID.test(uuid)) return undefined;
    const access = await findAccessibleApplication(db, session, uuid);
    if (!access) return notFound(reply);
    if (access.primaryIdentityId === session.identityId) {
      request.applicationAccess = access;
      return undefined;
    }
    if (caller === 'applicant') return reply.code(403).send({ errors: [{ message: APPLICANT_ONLY }] });
    if (!signerMayCall(request.method, request.routeOptions.url ?? '')) return notFound(reply);
    request.applicationAccess = {
      ...access,
      signerRelation: await signerRelationOn(db, uuid, session.identityId),
    };
    return undefined;
  };
}

/** The application a guarded endpoint's handler works on (a programming error if its caller has no guard). */
export function accessOf(request: FastifyRequest): ApplicationAccess {
  if (!request.applicationAccess) throw new Error('the application guard did not run for this route');
  return request.applicationAccess;
}
