import {
  emailVerificationStatus,
  resendEmailVerification,
  verifyEmail,
} from '@lintel/domain/api/endpoints/email-verification';
import { LINK_NOT_VALID } from '@lintel/domain/identity/email-links';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import type { IdentityServices } from '../identity-services.ts';
import { EMAIL_LINK_IP_LIMIT, PASSWORD_RESET_IP_LIMIT } from '../rate-limits.ts';
import { sessionOf } from '../require-session.ts';

export const EMAIL_CONFIRMED = 'Thank you. Your email address is confirmed.';
export const VERIFICATION_SENT = 'We have sent you a new link. It works for 48 hours.';
export const ALREADY_CONFIRMED = 'Your email address is already confirmed.';
export const TOO_MANY_LINKS =
  'We have already sent you 3 links in the last hour. Please use the newest one, or try again later.';

/** Email verification (decision 169): the link's page, the dashboard's notice and its Resend. */
export function emailVerificationRoutes(
  app: FastifyInstance,
  { emailVerifications }: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  endpoints(
    app,
    verifyEmail,
    async ({ body, request, reply }) => {
      const result = await emailVerifications.verify(request.organisation.orgCode, body.token);
      if (!result.ok) return reply.code(400).send({ errors: [{ message: LINK_NOT_VALID, field: 'token' }] });
      return { message: result.already ? ALREADY_CONFIRMED : EMAIL_CONFIRMED };
    },
    { config: { rateLimit: EMAIL_LINK_IP_LIMIT } },
  );

  endpoints(app, emailVerificationStatus, async ({ request, reply }) => {
    const status = await emailVerifications.status(sessionOf(request).identityId);
    if (!status) return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
    return status;
  });

  endpoints(
    app,
    resendEmailVerification,
    async ({ request, reply }) => {
      const result = await emailVerifications.resend(sessionOf(request).identityId);
      if (!result.ok && result.reason === 'unknown') {
        return reply.code(401).send({ errors: [{ message: 'unauthenticated' }] });
      }
      // Every 429 says when to come back (issue 28): within the hour, all the links counted have aged out.
      if (!result.ok)
        return reply
          .code(429)
          .header('retry-after', '3600')
          .send({ errors: [{ message: TOO_MANY_LINKS }] });
      return reply.code(202).send({ message: result.already ? ALREADY_CONFIRMED : VERIFICATION_SENT });
    },
    { config: { rateLimit: PASSWORD_RESET_IP_LIMIT } },
  );
}
