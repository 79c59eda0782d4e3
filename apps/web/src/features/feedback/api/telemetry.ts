import { createSessionWithRetries } from '@lintel/domain/shell-rules/retry';
import { TRACKER_UUID_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import {
  TELEMETRY_LIB_VERSION,
  TELEMETRY_PLATFORM,
  TELEMETRY_PRODUCT_TYPE,
} from '@lintel/domain/constants/telemetry';
import { telemetryEvent, telemetrySession as sessionEndpoint } from '@lintel/domain/api/endpoints/telemetry';
import { PAGE_VIEW_EVENT, PAGE_VIEW_EVENT_TYPE } from '@lintel/domain/shell-contracts/telemetry';
import type { SessionKey, TelemetrySessionRequest } from '@lintel/domain/shell-contracts/telemetry';
import { applicationUuidFromPath } from '@lintel/domain/shell-rules/url-rules';
import { apiClient } from '../../../lib/api-client.ts';

/** The browser's telemetry context (spec 001 §7). */
const TELEMETRY_CONTEXT = 'external';
/** The session key of this tab; the tracker uuid outlives it in local storage (spec 001 §3). */
const SESSION_STORAGE_KEY = 'lintel_telemetry_session';
const APP_VERSION = '0.1.0';
let pending: Promise<SessionKey> | undefined;

function queryParams(): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(window.location.search)].slice(0, 30));
}

function storedKey(): SessionKey | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (raw) return JSON.parse(raw) as SessionKey;
    const trackerUuid = localStorage.getItem(TRACKER_UUID_STORAGE_KEY);
    // An unknown session with a known tracker starts a new session that keeps the tracker (decision 067).
    return trackerUuid ? { uuid: crypto.randomUUID(), epoch: 0, trackerUuid } : null;
  } catch {
    return null;
  }
}

async function createSession(): Promise<SessionKey> {
  const body: TelemetrySessionRequest = {
    platform: TELEMETRY_PLATFORM,
    libVersion: TELEMETRY_LIB_VERSION,
    referrer: document.referrer.slice(0, 2048),
    queryParams: queryParams(),
    screenWidth: Math.round(window.screen.width),
    screenHeight: Math.round(window.screen.height),
    windowWidth: Math.round(window.innerWidth),
    windowHeight: Math.round(window.innerHeight),
    sessionKey: storedKey(),
    appVersion: APP_VERSION,
  };
  const { sessionKey } = await createSessionWithRetries(() =>
    apiClient.call(sessionEndpoint, { params: { context: TELEMETRY_CONTEXT }, body }),
  );
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionKey));
  localStorage.setItem(TRACKER_UUID_STORAGE_KEY, sessionKey.trackerUuid);
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

export interface TrackOptions {
  eventType?: string;
  eventProperties?: Record<string, string | number | boolean | null>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

/** Posts one event. Telemetry never breaks a page: failures are swallowed (and logged in development). */
export async function trackEvent(event: string, options: TrackOptions = {}): Promise<void> {
  try {
    const sessionKey = await telemetrySession();
    await apiClient.call(telemetryEvent, {
      params: { context: TELEMETRY_CONTEXT },
      body: {
        domain: window.location.hostname || 'localhost',
        queryParams: queryParams(),
        pagePath: window.location.pathname,
        event,
        sessionKey,
        applicationUuid: applicationUuidFromPath(window.location.pathname) ?? null,
        productType: TELEMETRY_PRODUCT_TYPE,
        ...options,
      },
    });
  } catch (error) {
    if (import.meta.env.DEV) console.warn('telemetry', error);
  }
}

/** Spec 001 §7: the page-view event with productType HELOC. */
export function trackPageView(): Promise<void> {
  return trackEvent(PAGE_VIEW_EVENT, { eventType: PAGE_VIEW_EVENT_TYPE });
}

/** Tests only: forget the tab's session. */
export function resetTelemetryForTests(): void {
  pending = undefined;
}
