import { telemetryEvent, telemetrySession } from '@lintel/domain/api/endpoints/telemetry';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { startOrResumeSession } from './telemetry-sessions.ts';
import { recordEvent } from './record-event.ts';

/** Decision 067: telemetry bodies are small; anything bigger is refused with 413 before parsing. */
export const TELEMETRY_BODY_LIMIT = 8 * 1024;
/** Per client address; generous for a page that tracks every route change, tight for a flood. */
const RATE_LIMIT = { max: 240, timeWindow: '1 minute' };
const UNKNOWN_SESSION = { errors: [{ message: 'Unknown session', field: 'sessionKey' }] };

/** Spec 001 §7 "Telemetry": `/ft/{context}/session` and `/ft/{context}/event` (the browser uses `external`). */
export function telemetryRoutes(app: FastifyInstance, { db, clock, endpoints }: FeatureOptions): void {
  const options = { bodyLimit: TELEMETRY_BODY_LIMIT, config: { rateLimit: RATE_LIMIT } };

  endpoints(
    app,
    telemetrySession,
    async ({ params, body, request }) => {
      const sessionKey = await startOrResumeSession(db, clock.now(), {
        request: body,
        context: params.context,
        orgCode: request.organisation.orgCode,
      });
      return { sessionKey };
    },
    options,
  );

  endpoints(
    app,
    telemetryEvent,
    async ({ params, body, request, reply }) => {
      const result = await recordEvent(db, clock.now(), {
        event: body,
        context: params.context,
        orgCode: request.organisation.orgCode,
      });
      if (result === 'unknown-session') return reply.code(400).send(UNKNOWN_SESSION);
      return { stored: result === 'stored' };
    },
    options,
  );
}
