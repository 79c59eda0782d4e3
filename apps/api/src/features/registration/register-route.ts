import { zodIssuesToErrors } from '@lintel/domain/api/api-error';
import { register } from '@lintel/domain/api/endpoints/registration';
import { registrationRequestSchema } from '@lintel/domain/registration/registration-request';
import {
  EMAIL_TAKEN_CODE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED_CODE,
} from '@lintel/domain/registration/registration-response';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { EndpointRoutes } from '../../platform/http/endpoint-route.ts';
import type { IdentityServices } from '../identity/identity-services.ts';
import { registrationIpLimit } from '../identity/rate-limits.ts';
import { lockedMessage } from '../identity/routes/login-route.ts';
import { NOT_ACCEPTING, registrationClosed } from '../identity/registration-gate.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { createBorrowerRegistration } from './register-borrower.ts';
import type { Submission } from './registration-answers.ts';
import { loadRegistrationContext } from './registration-context-loader.ts';
import { bearerToken } from '../identity/session-service.ts';
import { createFieldEncryption } from '../../platform/security/field-encryption.ts';
import { isCryptoVisit } from '../spa/crypto-visit.ts';

export const DUPLICATE_EMAIL = 'An account with this email already exists. Please log in instead.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different registration. Start a new one.';

/** The signed-in visitor, when the request carries a token; a bad token is answered, never ignored. */
async function sessionOf(
  request: FastifyRequest,
  { sessions }: IdentityServices,
): Promise<{ ok: true; session: Submission['session'] } | { ok: false; status: 401 | 403; message: string }> {
  const authorization = request.headers.authorization;
  if (authorization === undefined) return { ok: true, session: undefined };
  const auth = await sessions.authenticate(authorization, request.organisation.orgCode);
  if (!auth.ok) return auth;
  const jwt = auth.refreshedToken ?? bearerToken(authorization) ?? '';
  return { ok: true, session: { identityId: auth.session.identityId, jwt } };
}

/**
 * What Fastify checks of the register body before the handler: a JSON object. The handler judges it with
 * registrationRequestSchema(context) once it knows the context, after the refusals that come first (a closed lender,
 * a bad Idempotency-Key, a bad session), so those answer the same whatever the body holds (decision 161).
 */
const registerBodyEnvelope = z.record(z.string(), z.unknown());

/**
 * Issue 4's registration: the shared schema judges the body with a context built from the request, then the
 * account (unless signed in), profile and a started application are written in one transaction (decision 075).
 */
export function registerRoute(
  app: FastifyInstance,
  services: IdentityServices,
  endpoints: EndpointRoutes,
): void {
  const borrowers = createBorrowerRegistration({
    ...services,
    encryption: createFieldEncryption(services.config.keys.fieldEncryptionKey),
  });
  endpoints(
    app,
    register,
    async ({ query, request, reply }) => {
      const { organisation } = request;
      const { loanOriginatorUuid } = query;
      if (registrationClosed(organisation, loanOriginatorUuid)) {
        return reply.code(403).send({ errors: [{ message: NOT_ACCEPTING }] });
      }
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key.ok) return reply.code(400).send({ errors: [{ message: key.message }] });
      const signedIn = await sessionOf(request, services);
      if (!signedIn.ok) return reply.code(signedIn.status).send({ errors: [{ message: signedIn.message }] });
      const { session } = signedIn;
      const loaded = await loadRegistrationContext(
        { db: services.db, clock: services.clock, isProduction: services.config.nodeEnv === 'production' },
        { organisation, loanOriginatorUuid, authenticated: session !== undefined },
      );
      if (!loaded.ok)
        return reply.code(400).send({ errors: [{ message: loaded.message, field: loaded.field }] });
      const parsed = registrationRequestSchema(loaded.context).safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ errors: zodIssuesToErrors(parsed.error.issues) });

      const outcome = await borrowers.register({
        orgCode: organisation.orgCode,
        answers: parsed.data,
        idempotencyKey: key.value,
        referrerUuid: loaded.referrerUuid,
        // From the server's own cookie of the campaign visit, never from the body (decision 239).
        isCrypto: isCryptoVisit(request),
        session,
      });
      if (outcome.kind === 'email-taken') {
        return reply
          .code(409)
          .send({ errors: [{ message: DUPLICATE_EMAIL, field: 'email', code: EMAIL_TAKEN_CODE }] });
      }
      if (outcome.kind === 'key-reused') {
        return reply
          .code(422)
          .send({ errors: [{ message: IDEMPOTENCY_KEY_REUSED, code: IDEMPOTENCY_KEY_REUSED_CODE }] });
      }
      if (outcome.kind === 'locked') {
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterSeconds))
          .send({ errors: [{ message: lockedMessage(outcome.retryAfterSeconds) }] });
      }
      if (outcome.kind === 'replayed') reply.header('idempotent-replayed', 'true');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ jwt: outcome.jwt, applicationUuid: outcome.applicationUuid });
    },
    {
      config: { rateLimit: registrationIpLimit(services.config.registrationsPerIpPerHour) },
      bodyCheckedByHandler: { envelope: registerBodyEnvelope },
    },
  );
}
