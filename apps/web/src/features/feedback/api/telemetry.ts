import { createSessionWithRetries } from '@lintel/domain/shell-rules/retry';
import { BROWSER_TELEMETRY_CONTEXT } from '@lintel/domain/constants/telemetry';
import { telemetryEvent, telemetrySession as sessionEndpoint } from '@lintel/domain/api/endpoints/telemetry';
import type { SessionKey } from '@lintel/domain/shell-contracts/telemetry';
import { apiClient } from '../../../lib/api-client.ts';
import {
  PAGE_VIEW,
  eventRequest,
  rememberSession,
  sessionRequest,
  type TrackOptions,
} from './telemetry-requests.ts';

export type { TrackOptions } from './telemetry-requests.ts';

const params = { context: BROWSER_TELEMETRY_CONTEXT };
let pending: Promise<SessionKey> | undefined;

async function createSession(): Promise<SessionKey> {
  const { sessionKey } = await createSessionWithRetries(() =>
    apiClient.call(sessionEndpoint, { params, body: sessionRequest() }),
  );
  rememberSession(sessionKey);
  return sessionKey;
}

/** One session per tab, created on first use; a failure is forgotten so the next event tries again. */
export function telemetrySession(): Promise<SessionKey> {
  pending ??= createSession().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Posts one event. Telemetry never breaks a page: failures are swallowed (and logged in development). */
export async function trackEvent(event: string, options: TrackOptions = {}): Promise<void> {
  try {
    const sessionKey = await telemetrySession();
    await apiClient.call(telemetryEvent, { params, body: eventRequest(event, sessionKey, options) });
  } catch (error) {
    if (import.meta.env.DEV) console.warn('telemetry', error);
  }
}

/** Spec 001 §7: the page-view event with productType HELOC. */
export function trackPageView(): Promise<void> {
  return trackEvent(PAGE_VIEW.event, PAGE_VIEW.options);
}

/** Tests only: forget the tab's session. */
export function resetTelemetryForTests(): void {
  pending = undefined;
}
