import { BROWSER_TELEMETRY_CONTEXT } from '@lintel/domain/constants/telemetry';
import { endpointUrl } from '@lintel/domain/api/endpoint';
import { TELEMETRY_EVENT_PATH, TELEMETRY_SESSION_PATH } from '@lintel/domain/api/endpoints/telemetry-paths';
import type { SessionKey } from '@lintel/domain/shell-contracts/telemetry';
import {
  PAGE_VIEW,
  eventRequest,
  rememberSession,
  sessionRequest,
} from '../features/feedback/api/telemetry-requests.ts';

const params = { context: BROWSER_TELEMETRY_CONTEXT };

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(endpointUrl({ path }, params), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`telemetry: HTTP ${response.status}`);
  return response.json();
}

/**
 * Spec 001 §7's page view for a server-rendered page the app has not loaded on (decision 244): the same session and
 * event the app's telemetry client sends (telemetry-requests.ts), posted once without retries. Never throws.
 */
export async function sendPageView(): Promise<void> {
  try {
    const { sessionKey } = (await post(TELEMETRY_SESSION_PATH, sessionRequest())) as {
      sessionKey: SessionKey;
    };
    rememberSession(sessionKey);
    await post(TELEMETRY_EVENT_PATH, eventRequest(PAGE_VIEW.event, sessionKey, PAGE_VIEW.options));
  } catch {
    // Telemetry never breaks a page.
  }
}
