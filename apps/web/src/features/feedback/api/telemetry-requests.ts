import { TRACKER_UUID_STORAGE_KEY } from '@lintel/domain/constants/storage-keys';
import {
  PAGE_VIEW_EVENT,
  PAGE_VIEW_EVENT_TYPE,
  TELEMETRY_LIB_VERSION,
  TELEMETRY_PLATFORM,
  TELEMETRY_PRODUCT_TYPE,
} from '@lintel/domain/constants/telemetry';
import type {
  SessionKey,
  TelemetryEventRequest,
  TelemetrySessionRequest,
} from '@lintel/domain/shell-contracts/telemetry';
import { applicationUuidFromPath } from '@lintel/domain/shell-rules/url-rules';

// What the browser sends to telemetry (spec 001 §7) and keeps of it, without the calls themselves: the app posts
// through its API client (telemetry.ts), a server-rendered page's boot script with a plain fetch (decision 244).

/** The session key of this tab; the tracker uuid outlives it in local storage (spec 001 §3). */
const SESSION_STORAGE_KEY = 'lintel_telemetry_session';
const APP_VERSION = '0.1.0';

export interface TrackOptions {
  eventType?: string;
  eventProperties?: Record<string, string | number | boolean | null>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

function queryParams(): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(window.location.search)].slice(0, 30));
}

/** This tab's session key, a new one keeping a known tracker (decision 067), or null. */
function storedKey(): SessionKey | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (raw) return JSON.parse(raw) as SessionKey;
    const trackerUuid = localStorage.getItem(TRACKER_UUID_STORAGE_KEY);
    return trackerUuid ? { uuid: crypto.randomUUID(), epoch: 0, trackerUuid } : null;
  } catch {
    return null;
  }
}

export function sessionRequest(): TelemetrySessionRequest {
  return {
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
}

/** Keeps the session the server answered with, for the tab's later events and the tracker for later tabs. */
export function rememberSession(sessionKey: SessionKey): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionKey));
    localStorage.setItem(TRACKER_UUID_STORAGE_KEY, sessionKey.trackerUuid);
  } catch {
    // Without storage the next page starts a new session; the event itself is still sent.
  }
}

export function eventRequest(
  event: string,
  sessionKey: SessionKey,
  options: TrackOptions = {},
): TelemetryEventRequest {
  return {
    domain: window.location.hostname || 'localhost',
    queryParams: queryParams(),
    pagePath: window.location.pathname,
    event,
    sessionKey,
    applicationUuid: applicationUuidFromPath(window.location.pathname) ?? null,
    productType: TELEMETRY_PRODUCT_TYPE,
    ...options,
  };
}

/** Spec 001 §7: the page-view event. */
export const PAGE_VIEW: { event: string; options: TrackOptions } = {
  event: PAGE_VIEW_EVENT,
  options: { eventType: PAGE_VIEW_EVENT_TYPE },
};
