import { SIGNER_ONLY } from '@lintel/domain/signers/signer-area';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { Guard } from '../../platform/http/endpoint-route.ts';
import { sessionOf } from '../identity/require-session.ts';
import type { InvitationRow } from './invitation-service.ts';
import { invitationOf } from './signer-view.ts';

const invitations = new WeakMap<FastifyRequest, InvitationRow>();

/**
 * The `signer` caller's guard, after the `party` one (404 to anyone who is not a party of the application): the
 * caller's own invitation, else 403 (the borrower, and signers added before issue 19). Before the body is validated,
 * as the `applicant` guard, so a refused caller learns nothing of the body's rules. Each signer reaches only their
 * own row, so one signer can never act for another.
 */
export function signerGuard(db: Database): Guard {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.applicationAccess;
    if (!access) return undefined; // a malformed uuid: the params schema answers 400
    const row = await invitationOf(db, access.id, sessionOf(request).identityId);
    if (!row) return reply.code(403).send({ errors: [{ message: SIGNER_ONLY }] });
    invitations.set(request, row);
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
