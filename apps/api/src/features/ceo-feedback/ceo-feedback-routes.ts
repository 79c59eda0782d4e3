import { ceoFeedback } from '@lintel/domain/api/endpoints/ceo-feedback';
import type { FastifyInstance } from 'fastify';
import { createSessionService } from '../identity/session-service.ts';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { storeCeoFeedback } from './ceo-feedback-repository.ts';

/** Far above what a person types into one modal; stops a script filling the table (decision 068). */
const RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/**
 * Spec 001 §7: POST /service-profile/api/v1/feedback/ceo. A session is optional (the modal also shows before
 * login); when an Authorization header is sent it must be valid, and the message is kept with the identity.
 */
export function ceoFeedbackRoutes(app: FastifyInstance, opts: FeatureOptions): void {
  const sessions = createSessionService(opts);
  opts.endpoints(
    app,
    ceoFeedback,
    async ({ body, request, reply }) => {
      const orgCode = request.organisation.orgCode;
      let identityId: string | null = null;
      if (request.headers.authorization !== undefined) {
        const auth = await sessions.authenticate(request.headers.authorization, orgCode);
        if (!auth.ok) return reply.code(auth.status).send({ errors: [{ message: auth.message }] });
        identityId = auth.session.identityId;
      }
      const uuid = await storeCeoFeedback(opts.db, { orgCode, identityId }, body, opts.clock.now());
      return reply.code(201).send({ uuid });
    },
    { bodyLimit: 8 * 1024, config: { rateLimit: RATE_LIMIT } },
  );
}
