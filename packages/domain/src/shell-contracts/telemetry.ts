import * as z from 'zod/mini';
import { TELEMETRY_PLATFORM } from '../constants/telemetry.ts';

export const telemetryParamsSchema = z.strictObject({
  context: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Unknown telemetry context')),
});

/** Query string as name -> value; bounded so a body stays small (decision 067). */
export const telemetryQueryParamsSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(64)), z.string().check(z.maxLength(512)))
  .check(z.refine((params) => Object.keys(params).length <= 30, 'At most 30 query parameters'));

/** Session key (spec 001 §3). */
export const sessionKeySchema = z.strictObject({
  uuid: z.uuid(),
  epoch: z.number().check(z.int(), z.nonnegative()),
  trackerUuid: z.uuid(),
});
export type SessionKey = z.infer<typeof sessionKeySchema>;

const pixels = z.number().check(z.int(), z.gte(0), z.lte(100_000));

/** POST /ft/{context}/session. `sessionKey` is the stored key, if any: its tracker uuid is kept. */
export const telemetrySessionRequestSchema = z.strictObject({
  platform: z.literal(TELEMETRY_PLATFORM),
  libVersion: z.string().check(z.minLength(1), z.maxLength(32)),
  referrer: z.string().check(z.maxLength(2048)),
  queryParams: telemetryQueryParamsSchema,
  screenWidth: pixels,
  screenHeight: pixels,
  windowWidth: pixels,
  windowHeight: pixels,
  sessionKey: z.optional(z.nullable(sessionKeySchema)),
  appVersion: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type TelemetrySessionRequest = z.infer<typeof telemetrySessionRequestSchema>;

export const telemetrySessionAnswerSchema = z.object({ sessionKey: sessionKeySchema });

/** Flat event properties: the dedupe property names one of them (decision 067). */
export const eventPropertiesSchema = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(64)),
    z.union([z.string().check(z.maxLength(512)), z.number(), z.boolean(), z.null()]),
  )
  .check(z.refine((props) => Object.keys(props).length <= 30, 'At most 30 event properties'));

/** POST /ft/{context}/event (spec 001 §7). */
export const telemetryEventRequestSchema = z.strictObject({
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  queryParams: telemetryQueryParamsSchema,
  pagePath: z.string().check(z.startsWith('/', 'pagePath must start with /'), z.maxLength(2048)),
  event: z.string().check(z.minLength(1), z.maxLength(128)),
  sessionKey: sessionKeySchema,
  identityId: z.optional(z.nullable(z.uuid())),
  applicationUuid: z.optional(z.nullable(z.uuid())),
  eventType: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  productType: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  eventProperties: z.optional(eventPropertiesSchema),
  dontDedupe: z.optional(z.boolean()),
  dedupeProperty: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type TelemetryEventRequest = z.infer<typeof telemetryEventRequestSchema>;

/** `stored` false: the event repeated one already stored and was dropped (decision 067). */
export const telemetryEventAnswerSchema = z.object({ stored: z.boolean() });
