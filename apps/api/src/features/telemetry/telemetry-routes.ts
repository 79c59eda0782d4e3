import { apiErrorSchema } from '@lintel/domain/api/api-error';
import {
  telemetryEventAnswerSchema,
  telemetryEventRequestSchema,
  telemetryParamsSchema,
  telemetrySessionAnswerSchema,
  telemetrySessionRequestSchema,
} from '@lintel/domain/shell-contracts/telemetry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { startOrResumeSession } from './telemetry-sessions.ts';
import { recordEvent } from './record-event.ts';

const TAGS = ['ft'];
/** Decision 067: telemetry bodies are small; anything bigger is refused with 413 before parsing. */
export const TELEMETRY_BODY_LIMIT = 8 * 1024;
/** Per client address; generous for a page that tracks every route change, tight for a flood. */
const RATE_LIMIT = { max: 240, timeWindow: '1 minute' };
const UNKNOWN_SESSION = { errors: [{ message: 'Unknown session', field: 'sessionKey' }] };

/** Spec 001 §7 "Telemetry": `/ft/{context}/session` and `/ft/{context}/event` (the browser uses `external`). */
export function telemetryRoutes(app: FastifyInstance, { db, clock }: FeatureOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/ft/:context/session',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      config: { rateLimit: RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Starts (or resumes) a tracker session; answers its session key',
        params: telemetryParamsSchema,
        body: telemetrySessionRequestSchema,
        response: { 200: telemetrySessionAnswerSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const sessionKey = await startOrResumeSession(db, clock.now(), {
        request: request.body,
        context: request.params.context,
        orgCode: request.organisation.orgCode,
      });
      return { sessionKey };
    },
  );

  typed.post(
    '/ft/:context/event',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      config: { rateLimit: RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Records an event of a tracker session, deduplicated as decision 067 says',
        params: telemetryParamsSchema,
        body: telemetryEventRequestSchema,
        response: { 200: telemetryEventAnswerSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await recordEvent(db, clock.now(), {
        event: request.body,
        context: request.params.context,
        orgCode: request.organisation.orgCode,
      });
      if (result === 'unknown-session') return reply.code(400).send(UNKNOWN_SESSION);
      return { stored: result === 'stored' };
    },
  );
}
