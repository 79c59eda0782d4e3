import { matchRequestUrl } from 'msw';
import type { SetupServer } from 'msw/node';
import type { Endpoint } from '@lintel/domain/api/endpoint';

/** One request a test's page sent, as the mock server saw it. */
export interface SentRequest {
  method: string;
  url: URL;
  /** The JSON body, parsed (its text when it is not JSON); undefined for none. */
  body: unknown;
}

interface Entry extends SentRequest {
  /** The body has been read: until then the request is not listed, so a listed request always has its body. */
  read: boolean;
}

const log: Entry[] = [];

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Every request is logged for the test that sent it, in the order sent (setup.ts clears the log after each test). */
export function logRequests(server: SetupServer): void {
  server.events.on('request:start', ({ request }) => {
    const entry: Entry = { method: request.method, url: new URL(request.url), body: undefined, read: false };
    log.push(entry);
    if (request.method === 'GET' || request.method === 'HEAD') entry.read = true;
    else
      void request
        .clone()
        .text()
        .then((text) => Object.assign(entry, { body: parsed(text), read: true }));
  });
}

export function clearRequests(): void {
  log.length = 0;
}

/** Every request sent in this test, in order. */
export function sentRequests(): SentRequest[] {
  return log.filter((entry) => entry.read).map(({ method, url, body }) => ({ method, url, body }));
}

function matches(entry: SentRequest, target: Endpoint | string, method?: string): boolean {
  if (typeof target === 'string')
    return entry.url.pathname === target && (!method || entry.method === method.toUpperCase());
  return entry.method === target.method && matchRequestUrl(entry.url, target.path).matches;
}

/**
 * The requests sent to an endpoint (its method and path pattern) or to an exact path (any method unless given), in
 * the order they were sent.
 */
export function requestsTo(target: Endpoint | string, method?: string): SentRequest[] {
  return sentRequests().filter((entry) => matches(entry, target, method));
}

/** The JSON bodies sent to an endpoint or path, in order. */
export function bodiesSentTo(target: Endpoint | string, method?: string): unknown[] {
  return requestsTo(target, method).map((entry) => entry.body);
}

/** Whether anything was sent to an endpoint or path. */
export const wasCalled = (target: Endpoint | string, method?: string): boolean =>
  requestsTo(target, method).length > 0;
