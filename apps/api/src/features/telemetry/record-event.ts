import type { TelemetryEventRequest } from '@lintel/domain/shell-contracts/telemetry';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { dedupeKeyOf } from './dedupe.ts';
import { redactQueryParams } from './privacy.ts';
import { claimDedupeKey, findSession, insertEvent } from './telemetry-repository.ts';

export type RecordResult = 'stored' | 'duplicate' | 'unknown-session';

interface EventInput {
  event: TelemetryEventRequest;
  context: string;
  orgCode: string;
}

/** Stores an event of a known session of this lender, unless it repeats the previous one (see dedupe.ts). */
export async function recordEvent(db: Database, now: Date, { event, context, orgCode }: EventInput): Promise<RecordResult> {
  const session = await findSession(db, event.sessionKey.uuid);
  if (!session || session.trackerUuid !== event.sessionKey.trackerUuid || session.orgCode !== orgCode) {
    return 'unknown-session';
  }
  const dedupeKey = dedupeKeyOf(event);
  if (dedupeKey !== null && !(await claimDedupeKey(db, session.id, dedupeKey))) return 'duplicate';
  await insertEvent(db, {
    id: randomUUID(),
    sessionId: session.id,
    orgCode,
    context,
    domain: event.domain,
    pagePath: event.pagePath.split(/[?#]/, 1)[0] ?? '/',
    event: event.event,
    eventType: event.eventType ?? null,
    productType: event.productType ?? null,
    identityId: event.identityId ?? null,
    applicationId: event.applicationUuid ?? null,
    queryParams: redactQueryParams(event.queryParams),
    eventProperties: event.eventProperties ?? {},
    dedupeKey,
    createdAt: now,
  });
  return 'stored';
}
