import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tracker sessions of POST /ft/{context}/session (decision 067). */
export const telemetrySessions = pgTable(
  'telemetry_sessions',
  {
    id: uuid('id').primaryKey(),
    trackerUuid: uuid('tracker_uuid').notNull(),
    epoch: bigint('epoch', { mode: 'number' }).notNull(),
    orgCode: text('org_code').notNull(),
    context: text('context').notNull(),
    platform: text('platform').notNull(),
    libVersion: text('lib_version').notNull(),
    appVersion: text('app_version').notNull(),
    /** Origin and path only: a referrer's query string may carry personal data. */
    referrer: text('referrer').notNull(),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull(),
    screenWidth: integer('screen_width').notNull(),
    screenHeight: integer('screen_height').notNull(),
    windowWidth: integer('window_width').notNull(),
    windowHeight: integer('window_height').notNull(),
    /** Dedupe key of the last deduplicated event: an event repeating it is dropped (decision 067). */
    lastDedupeKey: text('last_dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('telemetry_sessions_tracker_idx').on(t.trackerUuid)],
);

/** Events of POST /ft/{context}/event; `dedupeKey` is null when the caller asked for no deduplication. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => telemetrySessions.id, { onDelete: 'cascade' }),
    orgCode: text('org_code').notNull(),
    context: text('context').notNull(),
    domain: text('domain').notNull(),
    pagePath: text('page_path').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type'),
    productType: text('product_type'),
    identityId: uuid('identity_id'),
    applicationId: uuid('application_id'),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull(),
    eventProperties: jsonb('event_properties').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('telemetry_events_session_idx').on(t.sessionId)],
);
