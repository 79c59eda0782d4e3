import type { SessionKey, TelemetrySessionRequest } from '@lintel/domain/shell-contracts/telemetry';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import { redactQueryParams, referrerWithoutQuery } from './privacy.ts';
import { findSession, insertSession, type TelemetrySessionRow } from './telemetry-repository.ts';

/** A stored session key younger than this is resumed rather than replaced (decision 067). */
export const SESSION_RESUME_MS = 30 * 60 * 1000;

function keyOf(row: TelemetrySessionRow): SessionKey {
  return { uuid: row.id, epoch: row.epoch, trackerUuid: row.trackerUuid };
}

interface SessionInput {
  request: TelemetrySessionRequest;
  context: string;
  orgCode: string;
}

/**
 * The browser's stored key is resumed when it is ours, for this lender and tracker, and recent; otherwise a new
 * session starts. The tracker uuid (kept in `telemetry_trackerUuid`) always survives, so one browser stays one
 * tracker across sessions.
 */
export async function startOrResumeSession(db: Database, now: Date, { request, context, orgCode }: SessionInput): Promise<SessionKey> {
  const stored = request.sessionKey ?? undefined;
  if (stored) {
    const existing = await findSession(db, stored.uuid);
    const fresh = existing && now.getTime() - existing.createdAt.getTime() < SESSION_RESUME_MS;
    if (existing && fresh && existing.trackerUuid === stored.trackerUuid && existing.orgCode === orgCode) {
      return keyOf(existing);
    }
  }
  const row = await insertSession(db, {
    id: randomUUID(),
    trackerUuid: stored?.trackerUuid ?? randomUUID(),
    epoch: now.getTime(),
    orgCode,
    context,
    platform: request.platform,
    libVersion: request.libVersion,
    appVersion: request.appVersion,
    referrer: referrerWithoutQuery(request.referrer),
    queryParams: redactQueryParams(request.queryParams),
    screenWidth: request.screenWidth,
    screenHeight: request.screenHeight,
    windowWidth: request.windowWidth,
    windowHeight: request.windowHeight,
    createdAt: now,
  });
  return keyOf(row);
}
