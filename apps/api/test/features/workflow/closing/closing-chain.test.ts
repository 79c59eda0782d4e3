import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingWorld, DAY, HOUR, placedApplication, type ClosingWorld } from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

type Slot = { start: string; end: string };

describe('closing chain: disclosure, e-sign, remote notary, rescission, funding', () => {
  it('takes an application from CLOSING_DISCLOSURE_GENERATED to COMPLETE on the app clock', async () => {
    const j = await placedApplication(world, {
      borrower: { firstName: 'Casey', lastName: 'Happy', dob: '1979-03-14' },
    });
    await j.status();

    const accepted = await j.act('POST', 'closing/accept', { accepted: true });
    expect(accepted.json()).toEqual({ step: 'NOTE_SIGNING' });
    await j.status();
    expect((await j.application()).status).toMatchObject({
      primaryParticipantAcceptComplete: true,
      disclosurelistClosingReady: true,
      disclosurelistClosingComplete: false,
    });
    const envelope = (await j.act('GET', 'closing')).json().envelope;
    expect(envelope).toMatchObject({
      envelopeId: expect.stringMatching(/^SBX-ENV-\d{8}$/),
      status: 'SENT',
      signedAt: null,
    });
    expect(envelope.documents.map((d: { type: string }) => d.type)).toContain('HELOC_AGREEMENT');

    const signed = await j.act('POST', 'signing/sign', { signedName: 'casey  q. HAPPY', consent: true });
    expect(signed.json()).toEqual({ step: 'NOTARY_DISCLOSURE' });
    await j.status();
    expect((await j.application()).status).toMatchObject({
      disclosurelistClosingComplete: true,
      disclosurelistNotaryReady: true,
      disclosurelistNotaryComplete: false,
    });

    const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: Slot[] };
    // Monday 09:00 UTC: the next three weekdays, six hourly slots each, 45 minutes long.
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ start: '2026-11-24T16:00:00.000Z', end: '2026-11-24T16:45:00.000Z' });
    expect(slots.at(-1)?.start).toBe('2026-11-26T21:00:00.000Z');

    const booked = await j.act('POST', 'notary/session', {
      start: slots[0]?.start,
      disclosuresAccepted: true,
    });
    expect(booked.json()).toEqual({ step: 'DEED_SIGNING' });
    expect((await j.application()).status).toMatchObject({
      disclosurelistNotaryComplete: true,
      manualNotary: false,
    });
    expect((await j.act('GET', 'closing')).json().notary).toMatchObject({
      kind: 'REMOTE',
      sessionId: expect.stringMatching(/^SBX-RON-/),
      startsAt: '2026-11-24T16:00:00.000Z',
      endsAt: '2026-11-24T16:45:00.000Z',
      deedSignedAt: null,
    });

    // Before the session has ended nothing moves.
    expect(await j.settle()).toBe('DEED_SIGNING');
    world.clock.advance(24 * HOUR); // Tuesday 09:00 UTC: the 16:00 session has not happened yet
    expect(await j.settle()).toBe('DEED_SIGNING');
    world.clock.advance(8 * HOUR); // Tuesday 17:00 UTC = 09:00 Pacific
    expect(await j.settle()).toBe('RESCISSION');
    expect((await j.application()).status?.checklistStatus).toBe('RESCISSION');
    // Signed Tuesday: Wednesday, (Thanksgiving skipped) Friday, Saturday; ends at midnight Pacific into Sunday.
    expect((await j.act('GET', 'closing')).json().rescission).toEqual({
      endsAt: '2026-11-29T08:00:00.000Z',
      cancelledAt: null,
    });

    world.clock.advance(new Date('2026-11-29T07:59:00Z').getTime() - world.clock.now().getTime());
    expect(await j.settle()).toBe('RESCISSION');
    world.clock.advance(2 * 60_000);
    // The period is over: the mortgage is recorded (RECORDING), but proof of insurance is missing, so the line waits
    // at FUNDABLE until it arrives.
    expect(await j.settle()).toBe('FUNDABLE');
    expect((await j.application()).status?.checklistStatus).toBe('FUNDABLE');
    expect((await j.insure()).json()).toEqual({ step: 'FUNDABLE', insuranceComplete: true });
    expect(await j.settle()).toBe('COMPLETE');
    const done = await j.application();
    expect(done.insurance).toEqual({ complete: true });
    expect(done.status?.checklistStatus).toBe('FUNDABLE');
    expect((await j.act('GET', 'closing')).json().funding).toEqual({
      fundedAt: '2026-11-29T08:01:00.000Z',
      reference: expect.stringMatching(/^FUND-[A-Z0-9]+$/),
    });
    expect(j.steps).toEqual([
      'CLOSING_DISCLOSURE_GENERATED',
      'NOTE_SIGNING',
      'NOTARY_DISCLOSURE',
      'DEED_SIGNING',
      'RESCISSION',
      'FUNDABLE',
      'COMPLETE',
    ]);
    const audit = await j.audit();
    expect(audit.filter((a) => a === 'step.transition')).toHaveLength(8); // including RECORDING and FUNDING_DECISION, which the jobs pass through at once
    for (const action of [
      'provider.e-sign.create-envelope',
      'provider.e-sign.signed',
      'provider.notary.book',
      'provider.notary.session-status',
      'provider.recording.recorded',
      'insurance.confirmed',
      'funding.disbursed',
    ]) {
      expect(audit).toContain(action);
    }
  });

  it('manual notary: an in-person appointment 2 to 30 days ahead, then the rescission period', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const now = world.clock.now().getTime();
    const tooSoon = await j.act('POST', 'notary/manual', {
      requestedTime: new Date(now + DAY).toISOString(),
      disclosuresAccepted: true,
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toEqual({
      errors: [{ message: 'Choose a time between 2 and 30 days from today', field: 'requestedTime' }],
    });
    const requestedTime = new Date(now + 3 * DAY).toISOString();
    const reserved = await j.act('POST', 'notary/manual', { requestedTime, disclosuresAccepted: true });
    expect(reserved.json()).toEqual({ step: 'MANUAL_DEED_SIGNING' });
    expect(await j.application()).toMatchObject({
      requestedManualNotaryTime: expect.stringContaining(requestedTime.slice(0, 16)),
      status: { manualNotary: true, disclosurelistNotaryComplete: true, manualDeedSigningComplete: false },
    });
    world.clock.advance(3 * DAY + HOUR);
    expect(await j.settle()).toBe('RESCISSION');
    expect((await j.application()).status).toMatchObject({
      manualDeedSigningComplete: true,
      checklistStatus: 'RESCISSION',
    });
  });

  it('the borrower may cancel during rescission; the lapsed period then funds nothing', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: Slot[] };
    expect((await j.act('POST', 'rescission/cancel', { confirm: true })).statusCode).toBe(409);
    await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true });
    world.clock.advance(new Date(slots[0]?.end ?? 0).getTime() - world.clock.now().getTime());
    expect(await j.settle()).toBe('RESCISSION');

    const unconfirmed = await j.act('POST', 'rescission/cancel', {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({
      errors: [{ message: 'Please confirm that you want to cancel your line of credit', field: 'confirm' }],
    });
    expect((await j.act('POST', 'rescission/cancel', { confirm: true })).json()).toEqual({
      step: 'CANCELLED',
    });
    expect((await j.act('GET', 'closing')).json().rescission.cancelledAt).toBe(
      world.clock.now().toISOString(),
    );
    world.clock.advance(10 * DAY);
    expect(await j.settle()).toBe('CANCELLED');
    expect((await j.act('GET', 'closing')).json().funding).toBeNull();
  });
});
