import { acceptInvitation, previewInvitation, resumeInvitation } from '@lintel/domain/api/endpoints/signers';
import { INVITATION_NOT_VALID, WRONG_ACCOUNT_PASSWORD } from '@lintel/domain/signers/signer-acceptance';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { createSessionService } from '../identity/session-service.ts';
import { EMAIL_LINK_IP_LIMIT } from '../identity/rate-limits.ts';
import { createAcceptanceService, type AcceptResult } from './acceptance-service.ts';

export const HAS_ACCOUNT = 'This email already has an account: log in with its password to accept.';

function answer(reply: FastifyReply, result: AcceptResult) {
  if (result.ok)
    return reply.header('cache-control', 'no-store').send({ jwt: result.jwt, applicationId: result.applicationId });
  const message =
    result.reason === 'has-account' ? HAS_ACCOUNT : result.reason === 'wrong-password' ? WRONG_ACCOUNT_PASSWORD : INVITATION_NOT_VALID;
  const field = result.reason === 'not-valid' ? 'token' : 'password';
  return reply.code(400).send({ errors: [{ message, field }] });
}

/** The invitation link's calls (issue 19): look, accept with a new password, or accept with an existing account. */
export function invitationRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const acceptance = createAcceptanceService(opts, createSessionService(opts));
  const limit = { config: { rateLimit: EMAIL_LINK_IP_LIMIT } };

  opts.endpoints(
    app,
    previewInvitation,
    async ({ request, reply, body }) => {
      const preview = await acceptance.preview(request.organisation.orgCode, body.token);
      if (!preview) return reply.code(400).send({ errors: [{ message: INVITATION_NOT_VALID, field: 'token' }] });
      return reply.header('cache-control', 'no-store').send(preview);
    },
    limit,
  );
  opts.endpoints(
    app,
    acceptInvitation,
    async ({ request, reply, body }) =>
      answer(reply, await acceptance.accept(request.organisation.orgCode, body.token, body.password)),
    limit,
  );
  opts.endpoints(
    app,
    resumeInvitation,
    async ({ request, reply, body }) =>
      answer(reply, await acceptance.resume(request.organisation.orgCode, body.token, body.password)),
    limit,
  );
}
