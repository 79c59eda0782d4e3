import { SIGNER_ONLY } from '@lintel/domain/signers/signer-area';
import { REMOVED_SIGNER } from '@lintel/domain/signers/signer-invitation';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { Guard } from '../../platform/http/endpoint-route.ts';
import { findAccessibleApplication, notFound } from '../applications/application-access.ts';
import { applications } from '../applications/tables/application-table.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { sessionOf } from '../identity/require-session.ts';
import type { InvitationRow } from './invitation-service.ts';

const invitations = new WeakMap<FastifyRequest, InvitationRow>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own invitation on the application, in their organisation: a live one before a removed one. */
async function ownInvitation(db: Database, applicationId: string, identityId: string, orgCode: string) {
  const [row] = await db
    .select({ invitation: signerInvitations, serverStep: applications.serverStep, primaryIdentityId: applications.primaryIdentityId })
    .from(signerInvitations)
    .innerJoin(applications, eq(applications.id, signerInvitations.applicationId))
    .where(
      and(
        eq(signerInvitations.applicationId, applicationId),
        eq(signerInvitations.identityId, identityId),
        eq(applications.orgCode, orgCode),
      ),
    )
    .orderBy(sql`${signerInvitations.removedAt} is not null`, desc(signerInvitations.createdAt))
    .limit(1);
  return row;
}

/**
 * The `signer` caller's guard, after the session: the caller's own invitation, else 404 to anyone who is not a
 * party of the application and 403 to those who are (the borrower, and signers added before issue 19). Before the
 * body is validated, as the `applicant` guard, so a refused caller learns nothing of the body's rules. Each signer
 * reaches only their own row, so one signer can never act for another.
 *
 * A signer the borrower removed is no party any more (their `application_signers` row is gone, decision 230), yet
 * still reads their own area, which says it is cancelled; everything else they try is refused (403).
 */
export function signerGuard(db: Database): Guard {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessionOf(request);
    const { uuid } = request.params as { uuid?: string };
    if (!uuid || !UUID.test(uuid)) return undefined; // a malformed uuid: the params schema answers 400
    const own = await ownInvitation(db, uuid, session.identityId, session.orgCode);
    if (!own) {
      if (!(await findAccessibleApplication(db, session, uuid))) return notFound(reply);
      return reply.code(403).send({ errors: [{ message: SIGNER_ONLY }] });
    }
    if (own.invitation.removedAt && request.method !== 'GET')
      return reply.code(403).send({ errors: [{ message: REMOVED_SIGNER }] });
    request.applicationAccess = { id: uuid, serverStep: own.serverStep, primaryIdentityId: own.primaryIdentityId };
    invitations.set(request, own.invitation);
    return undefined;
  };
}

/** The invitation the guard found (a programming error if the route's caller is not `signer`). */
export function callerInvitation(_db: unknown, request: FastifyRequest, _reply: FastifyReply): Promise<InvitationRow> {
  const row = invitations.get(request);
  if (!row) throw new Error('the signer guard did not run for this route');
  return Promise.resolve(row);
}

/** 409 with the step's reason: a signer's steps come in order (identity, sign, notary). */
export function outOfOrder(reply: FastifyReply, message: string) {
  return reply.code(409).send({ errors: [{ message }] });
}
