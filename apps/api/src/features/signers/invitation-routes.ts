import { acceptInvitation, previewInvitation, resumeInvitation } from '@lintel/domain/api/endpoints/signers';
import { INVITATION_NOT_VALID, INVITATION_PASSWORD_REFUSED } from '@lintel/domain/signers/signer-acceptance';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { createLoginService } from '../identity/login-service.ts';
import { createSessionService } from '../identity/session-service.ts';
import { EMAIL_LINK_IP_LIMIT } from '../identity/rate-limits.ts';
import { lockedMessage } from '../identity/routes/login-route.ts';
import { createAcceptanceService, type AcceptResult } from './acceptance-service.ts';

function answer(reply: FastifyReply, result: AcceptResult) {
  if (result.ok)
    return reply.header('cache-control', 'no-store').send({ jwt: result.jwt, applicationId: result.applicationId });
  // The login's own answer to a locked account: 429, Retry-After, the same words.
  if (result.reason === 'locked')
    return reply
      .code(429)
      .header('retry-after', String(result.retryAfterSeconds))
      .send({ errors: [{ message: lockedMessage(result.retryAfterSeconds) }] });
  if (result.reason === 'wrong-password')
    return reply.code(400).send({ errors: [{ message: INVITATION_PASSWORD_REFUSED, field: 'password' }] });
  return reply.code(400).send({ errors: [{ message: INVITATION_NOT_VALID, field: 'token' }] });
}

/**
 * The invitation link's calls (issue 19): look, accept with a password. The per-address limit is stricter than the
 * login's, and each token opens one email only, so these calls cannot spray guesses over many accounts (decision
 * 247); guesses at that one account count in the login's lockout.
 */
export function invitationRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const sessions = createSessionService(opts);
  const acceptance = createAcceptanceService(opts, sessions, createLoginService(opts, sessions));
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
