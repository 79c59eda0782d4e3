import { telemetryEventUrl, telemetrySessionUrl } from '@lintel/domain/api/endpoints/telemetry';
import { telemetrySessionAnswerSchema, type SessionKey } from '@lintel/domain/shell-contracts/telemetry';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryEvents, telemetrySessions } from '../../../src/features/telemetry/telemetry-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let current = new Date('2026-11-23T18:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => current } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, org = 'lintel') =>
  t.app.inject({ method: 'POST', url, headers: { 'x-org': org }, payload: payload as object });

const sessionBody = (sessionKey?: SessionKey) => ({
  platform: 'WEB',
  libVersion: '2.2.23',
  referrer: 'https://search.example/results?q=heloc&email=a@b.test#top',
  queryParams: { utm_source: 'mail', userToken: 'secret-token', email: 'a@b.test' },
  screenWidth: 1920,
  screenHeight: 1080,
  windowWidth: 1280,
  windowHeight: 800,
  ...(sessionKey ? { sessionKey } : {}),
  appVersion: '0.1.0',
});

async function newSession(org = 'lintel'): Promise<SessionKey> {
  const response = await post(telemetrySessionUrl(), sessionBody(), org);
  expect(response.statusCode).toBe(200);
  return telemetrySessionAnswerSchema.parse(response.json()).sessionKey;
}

const event = (sessionKey: SessionKey, extra: Record<string, unknown> = {}) => ({
  domain: 'localhost',
  queryParams: {},
  pagePath: '/dashboard',
  event: 'Page View',
  sessionKey,
  productType: 'HELOC',
  ...extra,
});

async function stored(sessionKey: SessionKey) {
  return t.db.select().from(telemetryEvents).where(eq(telemetryEvents.sessionId, sessionKey.uuid));
}

describe('POST /ft/{context}/session', () => {
  it('answers a session key and stores the session without personal data', async () => {
    const key = await newSession();
    expect(key.epoch).toBe(current.getTime());
    const [row] = await t.db.select().from(telemetrySessions).where(eq(telemetrySessions.id, key.uuid));
    expect(row).toMatchObject({
      trackerUuid: key.trackerUuid,
      referrer: 'https://search.example/results',
      queryParams: { utm_source: 'mail', userToken: '[redacted]', email: '[redacted]' },
      screenWidth: 1920,
      windowHeight: 800,
      orgCode: 'lintel',
    });
  });

  it('resumes a recent stored session and keeps the tracker uuid for a stale one', async () => {
    const key = await newSession();
    const again = await post(telemetrySessionUrl(), sessionBody(key));
    expect(telemetrySessionAnswerSchema.parse(again.json()).sessionKey).toEqual(key);

    current = new Date(current.getTime() + 31 * 60_000);
    const later = telemetrySessionAnswerSchema.parse((await post(telemetrySessionUrl(), sessionBody(key))).json()).sessionKey;
    expect(later.uuid).not.toBe(key.uuid);
    expect(later.trackerUuid).toBe(key.trackerUuid);
  });

  it('also serves the tracker session at /ft/external/session', async () => {
    expect((await post('/ft/external/session', sessionBody())).statusCode).toBe(200);
  });

  it('refuses bad input with the error list', async () => {
    const cases = [
      { ...sessionBody(), platform: 'IOS' },
      { ...sessionBody(), screenWidth: -1 },
      { ...sessionBody(), surprise: true },
      { ...sessionBody(), queryParams: { nested: { a: 1 } } },
    ];
    for (const body of cases) {
      const response = await post(telemetrySessionUrl(), body);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
    expect((await post('/ft/Bad Context/session', sessionBody())).statusCode).toBe(400);
  });

  it('refuses a body over the size cap with 413', async () => {
    const response = await post(telemetrySessionUrl(), { ...sessionBody(), referrer: 'x'.repeat(9000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ message: 'The request body is too large' }] });
  });
});

describe('POST /ft/{context}/event', () => {
  it('stores a page view once when it fires twice in a row, and again after another page', async () => {
    const key = await newSession();
    const first = await post(telemetryEventUrl(), event(key));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: true });
    expect((await post(telemetryEventUrl(), event(key))).json()).toEqual({ stored: false });
    expect((await post(telemetryEventUrl(), event(key, { pagePath: '/dashboard/settings' }))).json()).toEqual({ stored: true });
    expect((await post(telemetryEventUrl(), event(key))).json()).toEqual({ stored: true });
    expect((await stored(key)).map((row) => row.pagePath).sort()).toEqual(['/dashboard', '/dashboard', '/dashboard/settings']);
  });

  it('stores every copy when dontDedupe is true', async () => {
    const key = await newSession();
    const click = event(key, { event: 'Clicked Continue', dontDedupe: true });
    expect((await post(telemetryEventUrl(), click)).json()).toEqual({ stored: true });
    expect((await post(telemetryEventUrl(), click)).json()).toEqual({ stored: true });
    expect(await stored(key)).toHaveLength(2);
  });

  it('dedupes on the named dedupeProperty instead of the page', async () => {
    const key = await newSession();
    const viewed = (offerId: string, pagePath: string) =>
      event(key, { event: 'Viewed Offer', pagePath, dedupeProperty: 'offerId', eventProperties: { offerId } });
    expect((await post(telemetryEventUrl(), viewed('A', '/x/product/select'))).json()).toEqual({ stored: true });
    expect((await post(telemetryEventUrl(), viewed('A', '/x/product/other'))).json()).toEqual({ stored: false });
    expect((await post(telemetryEventUrl(), viewed('B', '/x/product/other'))).json()).toEqual({ stored: true });
  });

  it('does not dedupe across sessions', async () => {
    const one = await newSession();
    const two = await newSession();
    expect((await post(telemetryEventUrl(), event(one))).json()).toEqual({ stored: true });
    expect((await post(telemetryEventUrl(), event(two))).json()).toEqual({ stored: true });
  });

  it('keeps the identity and application ids but redacts sensitive query values', async () => {
    const key = await newSession();
    const identityId = randomUUID();
    const applicationUuid = randomUUID();
    await post(telemetryEventUrl(), event(key, { identityId, applicationUuid, queryParams: { nonce: 'n', step: '2' }, pagePath: '/a?email=x' }));
    expect(await stored(key)).toEqual([
      expect.objectContaining({ identityId, applicationId: applicationUuid, queryParams: { nonce: '[redacted]', step: '2' }, pagePath: '/a', productType: 'HELOC' }),
    ]);
  });

  it('refuses an unknown or foreign session and malformed events', async () => {
    const key = await newSession();
    const unknown = await post(telemetryEventUrl(), event({ ...key, uuid: randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: [{ message: 'Unknown session', field: 'sessionKey' }] });
    expect((await post(telemetryEventUrl(), event(key), 'harbor-mortgage')).statusCode).toBe(400);
    const malformed = [
      event(key, { pagePath: 'dashboard' }),
      event(key, { event: '' }),
      event(key, { eventProperties: { deep: { nested: true } } }),
      event(key, { identityId: 'not-a-uuid' }),
      { ...event(key), extra: 1 },
    ];
    for (const body of malformed) expect((await post(telemetryEventUrl(), body)).statusCode).toBe(400);
    expect(await stored(key)).toHaveLength(0);
  });
});
