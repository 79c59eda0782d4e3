import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import { sql } from 'drizzle-orm';
import { fundingDecision } from '../../../../src/features/workflow/closing/closing-job-runs.ts';
import { createSandboxProviders } from '../../../../src/providers/providers.ts';
import { encryption, signedInIdentity, newApplication } from '../../applications/application-test-kit.ts';
import { closingWorld, DAY, headersNow, HOUR, placedApplication, type ClosingWorld } from './closing-kit.ts';

let world: ClosingWorld;
const deps = () => ({
  db: world.t.db,
  clock: world.clock,
  providers: createSandboxProviders({ db: world.t.db }),
  encryption,
  queue: world.queue,
});
let production: TestApp;
beforeAll(async () => {
  world = await closingWorld();
  production = await createTestApp({ config: { nodeEnv: 'production' }, clock: world.clock });
});
afterAll(async () => {
  await world.t.close();
  await production.close();
});

type Clock = { now: string; offsetMs: number; step: string; nextEvent: { name: string; at: string } | null };

describe('the per-application sandbox clock (decision 209)', () => {
  it('moves one application from its booked session to funded, leaving the app clock and others alone', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const other = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const clock = async (advance?: string) =>
      (advance
        ? await world.t.app.inject({
            method: 'POST',
            url: `/api/dev/applications/${j.id}/clock`,
            headers: await headersNow(world, j.borrower),
            payload: { advance },
          })
        : await world.t.app.inject({
            url: `/api/dev/applications/${j.id}/clock`,
            headers: await headersNow(world, j.borrower),
          })
      ).json() as Clock;
    const { slots } = (await j.act('GET', 'notary/slots')).json() as {
      slots: { start: string; end: string }[];
    };
    await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true });
    const before = await clock();
    expect(before).toMatchObject({ offsetMs: 0, step: 'DEED_SIGNING' });
    expect(before.nextEvent).toEqual({ name: 'The notary session ends', at: slots[0]?.end });

    const afterSession = await clock('NEXT_EVENT');
    expect(afterSession.step).toBe('RESCISSION');
    expect(afterSession.nextEvent?.name).toBe('The right to cancel ends');
    const waiting = await clock('NEXT_EVENT');
    // No proof of insurance yet: funding waits for it, not for time.
    expect(waiting).toMatchObject({ step: 'FUNDABLE', nextEvent: null });
    await j.insure();
    expect((await clock('HOUR')).step).toBe('COMPLETE');
    expect(await j.status()).toBe('COMPLETE');
    expect(await other.status()).toBe('NOTARY_DISCLOSURE');
    expect(world.clock.now().toISOString()).toBe('2026-11-23T09:00:00.000Z');
    const funded = (await j.act('GET', 'closing')).json().funding as { fundedAt: string };
    expect(new Date(funded.fundedAt).getTime()).toBeGreaterThan(world.clock.now().getTime() + 4 * DAY);
  });

  it("a job the queue runs meanwhile stamps the application's time, not the real one", async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const headers = await headersNow(world, j.borrower);
    const url = `/api/dev/applications/${j.id}/clock`;
    await world.t.app.inject({ method: 'POST', url, headers, payload: { advance: 'DAY' } });
    await world.t.app.inject({ method: 'POST', url, headers, payload: { advance: 'DAY' } });
    // Straight to the funding decision, as when the sandbox clock's run queued it and the queue's worker got there
    // first (seen with two browser workers: "funded" dated today between milestones two days on).
    await world.t.db.execute(sql`update applications set server_step = 'FUNDING_DECISION' where id = ${j.id}`);
    await fundingDecision(deps(), j.id);
    expect(await j.status()).toBe('COMPLETE');
    const funded = (await j.act('GET', 'closing')).json().funding as { fundedAt: string };
    expect(funded.fundedAt).toBe(new Date(world.clock.now().getTime() + 2 * DAY).toISOString());
  });

  it('an hour or a day at a time; refuses another borrower (404) and a bad move (400)', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const headers = await headersNow(world, j.borrower);
    const url = `/api/dev/applications/${j.id}/clock`;
    const day = await world.t.app.inject({ method: 'POST', url, headers, payload: { advance: 'DAY' } });
    expect(day.json()).toMatchObject({ offsetMs: DAY, step: 'NOTARY_DISCLOSURE', nextEvent: null });
    const hour = await world.t.app.inject({ method: 'POST', url, headers, payload: { advance: 'HOUR' } });
    expect(hour.json().offsetMs).toBe(DAY + HOUR);
    // The closing answer carries the application's own time, which the complete page's countdown counts from.
    expect((await j.act('GET', 'closing')).json().now).toBe(
      new Date(world.clock.now().getTime() + DAY + HOUR).toISOString(),
    );
    const bad = await world.t.app.inject({ method: 'POST', url, headers, payload: { advance: 'YEAR' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toBeDefined();
    const stranger = await signedInIdentity(world.t.db, world.clock);
    const foreign = await world.t.app.inject({
      method: 'POST',
      url,
      headers: stranger.headers,
      payload: { advance: 'DAY' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('does not exist in production', async () => {
    const borrower = await signedInIdentity(production.db, world.clock);
    const id = await newApplication(production.db, world.clock, borrower, { step: 'RESCISSION' });
    const url = `/api/dev/applications/${id}/clock`;
    const move = await production.app.inject({
      method: 'POST',
      url,
      headers: borrower.headers,
      payload: { advance: 'NEXT_EVENT' },
    });
    expect(move.statusCode).toBe(404);
    expect((await production.app.inject({ url, headers: borrower.headers })).statusCode).toBe(404);
    // Production's closing answer gives the real time as the application's.
    const closing = await production.app.inject({
      url: `/service-application/api/v3/application/heloc/${id}/closing`,
      headers: borrower.headers,
    });
    expect(closing.json().now).toBe(world.clock.now().toISOString());
  });
});
