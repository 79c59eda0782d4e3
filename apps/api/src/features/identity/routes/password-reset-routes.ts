import { requestPasswordReset, resetPassword } from '@lintel/domain/api/endpoints/account-recovery';
import { PASSWORD_RESET_REQUESTED } from '@lintel/domain/identity/account-recovery';
import { LINK_NOT_VALID } from '@lintel/domain/identity/email-links';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../../platform/http/endpoint-route.ts';
import { backgroundWorkFor } from '../background-work.ts';
import type { IdentityServices } from '../identity-services.ts';
import { EMAIL_LINK_IP_LIMIT, PASSWORD_RESET_IP_LIMIT } from '../rate-limits.ts';

export const PASSWORD_CHANGED = 'Your password has been changed. Log in with your new password.';

/** Forgot password and reset (decision 169). */
export function passwordResetRoutes(
  app: FastifyInstance,
  { db, passwordResets }: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  const background = backgroundWorkFor(db);
  app.addHook('onClose', () => background.idle());

  endpoints(
    app,
    requestPasswordReset,
    async ({ body, request, reply }) => {
      const { orgCode } = request.organisation;
      // Answered before the email is looked up: a known and an unknown email take the same time and get the same
      // words. The log names neither the address nor whether it matched.
      background.run(
        () => passwordResets.request(orgCode, body.email),
        (error) => request.log.error({ message: (error as Error).message }, 'password reset request failed'),
      );
      return reply.code(202).header('cache-control', 'no-store').send({ message: PASSWORD_RESET_REQUESTED });
    },
    { config: { rateLimit: PASSWORD_RESET_IP_LIMIT } },
  );

  endpoints(
    app,
    resetPassword,
    async ({ body, request, reply }) => {
      const result = await passwordResets.reset(request.organisation.orgCode, body.token, body.password);
      if (!result.ok) return reply.code(400).send({ errors: [{ message: LINK_NOT_VALID, field: 'token' }] });
      return reply.header('cache-control', 'no-store').send({ message: PASSWORD_CHANGED });
    },
    { config: { rateLimit: EMAIL_LINK_IP_LIMIT } },
  );
}
