import { z } from 'zod';
import { TELEMETRY_PLATFORM } from '../constants/telemetry.ts';

/** Telemetry paths (spec 001 §7); the browser uses the `external` context. */
export function telemetrySessionUrl(context = 'external'): string {
  return `/ft/${encodeURIComponent(context)}/session`;
}
export function telemetryEventUrl(context = 'external'): string {
  return `/ft/${encodeURIComponent(context)}/event`;
}

export const telemetryParamsSchema = z.strictObject({
  context: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Unknown telemetry context'),
});

/** Query string as name -> value; bounded so a body stays small (decision 067). */
export const telemetryQueryParamsSchema = z
  .record(z.string().min(1).max(64), z.string().max(512))
  .refine((params) => Object.keys(params).length <= 30, 'At most 30 query parameters');

/** Session key (spec 001 §3). */
export const sessionKeySchema = z.strictObject({
  uuid: z.uuid(),
  epoch: z.number().int().nonnegative(),
  trackerUuid: z.uuid(),
});
export type SessionKey = z.infer<typeof sessionKeySchema>;

const pixels = z.number().int().min(0).max(100_000);

/** POST /ft/{context}/session. `sessionKey` is the stored key, if any: its tracker uuid is kept. */
export const telemetrySessionRequestSchema = z.strictObject({
  platform: z.literal(TELEMETRY_PLATFORM),
  libVersion: z.string().min(1).max(32),
  referrer: z.string().max(2048),
  queryParams: telemetryQueryParamsSchema,
  screenWidth: pixels,
  screenHeight: pixels,
  windowWidth: pixels,
  windowHeight: pixels,
  sessionKey: sessionKeySchema.nullable().optional(),
  appVersion: z.string().min(1).max(64),
});
export type TelemetrySessionRequest = z.infer<typeof telemetrySessionRequestSchema>;

export const telemetrySessionAnswerSchema = z.object({ sessionKey: sessionKeySchema });

/** Flat event properties: the dedupe property names one of them (decision 067). */
export const eventPropertiesSchema = z
  .record(z.string().min(1).max(64), z.union([z.string().max(512), z.number(), z.boolean(), z.null()]))
  .refine((props) => Object.keys(props).length <= 30, 'At most 30 event properties');

/** POST /ft/{context}/event (spec 001 §7). */
export const telemetryEventRequestSchema = z.strictObject({
  domain: z.string().min(1).max(253),
  queryParams: telemetryQueryParamsSchema,
  pagePath: z.string().startsWith('/', 'pagePath must start with /').max(2048),
  event: z.string().min(1).max(128),
  sessionKey: sessionKeySchema,
  identityId: z.uuid().nullable().optional(),
  applicationUuid: z.uuid().nullable().optional(),
  eventType: z.string().min(1).max(64).optional(),
  productType: z.string().min(1).max(32).optional(),
  eventProperties: eventPropertiesSchema.optional(),
  dontDedupe: z.boolean().optional(),
  dedupeProperty: z.string().min(1).max(64).optional(),
});
export type TelemetryEventRequest = z.infer<typeof telemetryEventRequestSchema>;

/** `stored` false: the event repeated one already stored and was dropped (decision 067). */
export const telemetryEventAnswerSchema = z.object({ stored: z.boolean() });

/** Spec 001 §7: the page-view event, posted with productType HELOC. */
export const PAGE_VIEW_EVENT = 'Page View';
export const PAGE_VIEW_EVENT_TYPE = 'PAGE_VIEW';
