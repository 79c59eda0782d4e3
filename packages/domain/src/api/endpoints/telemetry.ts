import {
  telemetryEventAnswerSchema,
  telemetryEventRequestSchema,
  telemetryParamsSchema,
  telemetrySessionAnswerSchema,
  telemetrySessionRequestSchema,
} from '../../shell-contracts/telemetry.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';
import { TELEMETRY_EVENT_PATH, TELEMETRY_SESSION_PATH } from './telemetry-paths.ts';

/**
 * Spec 001 §7 "Telemetry": `/ft/{context}/session` and `/ft/{context}/event` (the browser uses `external`).
 * Bodies are small (decision 067): a bigger one is refused with 413 before parsing.
 */
export const telemetrySession = endpoint({
  method: 'POST',
  path: TELEMETRY_SESSION_PATH,
  service: 'ft',
  summary: 'Starts (or resumes) a tracker session; answers its session key',
  caller: 'anyone',
  params: telemetryParamsSchema,
  body: telemetrySessionRequestSchema,
  response: telemetrySessionAnswerSchema,
  errors: [400, 413],
});

export const telemetryEvent = endpoint({
  method: 'POST',
  path: TELEMETRY_EVENT_PATH,
  service: 'ft',
  summary: 'Records an event of a tracker session, deduplicated as decision 067 says',
  caller: 'anyone',
  params: telemetryParamsSchema,
  body: telemetryEventRequestSchema,
  response: telemetryEventAnswerSchema,
  errors: [400, 413],
});

/** The addresses of these calls, for tests. */
export const telemetrySessionUrl = (context = 'external'): string =>
  endpointUrl(telemetrySession, { context });
export const telemetryEventUrl = (context = 'external'): string => endpointUrl(telemetryEvent, { context });
