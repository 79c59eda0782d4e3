import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity, type TestIdentity } from '../../applications/application-test-kit.ts';
import { closingWorld, DAY, HOUR, placedApplication, type ClosingWorld } from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

const APPLICANT_ONLY = {
  errors: [{ message: 'Only the applicant can do this. Co-signers sign in their own area.' }],
};
const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };
type Notary = { kind: string; startsAt: string; endsAt: string } | null;

/** An application with an in-person appointment asked for `days` ahead (MANUAL_DEED_SIGNING, $300). */
async function withAppointment(days = 3, signers: { identityId: string; role: 'CO_DEEDER' }[] = []) {
  const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE', signers });
  const requestedTime = new Date(world.clock.now().getTime() + days * DAY).toISOString();
  const reserved = await j.act('POST', 'notary/manual', { requestedTime, disclosuresAccepted: true });
  expect(reserved.json()).toEqual({ step: 'MANUAL_DEED_SIGNING' });
  const notary = async (who?: TestIdentity) =>
    ((await j.act('GET', 'closing', undefined, who)).json() as { notary: Notary }).notary;
  return { j, requestedTime, notary };
}

describe('moving and cancelling an in-person notary appointment online (decision 232)', () => {
  it('the applicant moves it within 2 to 30 days; a refused time keeps it; the deed is signed at the new time', async () => {
    const { j, requestedTime, notary } = await withAppointment(3);
    const later = new Date(world.clock.now().getTime() + 5 * DAY).toISOString();
    const tooSoon = new Date(world.clock.now().getTime() + DAY).toISOString();
    const refused = await j.act('POST', 'notary/manual/reschedule', { requestedTime: tooSoon });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ message: 'Choose a time between 2 and 30 days from today', field: 'requestedTime' }],
    });
    expect((await notary())?.startsAt).toBe(requestedTime);
    const bad = await j.act('POST', 'notary/manual/reschedule', { requestedTime: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      message: 'Please choose a date and time for your notary appointment',
    });

    const moved = await j.act('POST', 'notary/manual/reschedule', { requestedTime: later });
    expect(moved.json()).toEqual({ step: 'MANUAL_DEED_SIGNING' });
    expect(await notary()).toMatchObject({ kind: 'MANUAL', startsAt: later });
    expect(await j.application()).toMatchObject({
      requestedManualNotaryTime: expect.stringContaining(later.slice(0, 16)),
      status: { manualNotary: true, disclosurelistNotaryComplete: true },
    });
    // The first time passes: nothing happens; the appointment is now later.
    world.clock.advance(3 * DAY + 2 * HOUR);
    expect(await j.settle()).toBe('MANUAL_DEED_SIGNING');
    world.clock.advance(2 * DAY);
    expect(await j.settle()).toBe('RESCISSION');
    expect((await j.application()).status).toMatchObject({ manualDeedSigningComplete: true });
  });

  it('the applicant cancels it: back to choosing a notary, with nothing of the appointment left', async () => {
    const { j, notary } = await withAppointment(4);
    const unconfirmed = await j.act('POST', 'notary/session/cancel', {});
    expect(unconfirmed.statusCode).toBe(400);
    const cancelled = await j.act('POST', 'notary/session/cancel', { confirm: true });
    expect(cancelled.json()).toEqual({ step: 'NOTARY_DISCLOSURE' });
    expect(await notary()).toBeNull();
    const application = await j.application();
    expect(application.status).toMatchObject({ manualNotary: false, disclosurelistNotaryComplete: false });
    expect(application.requestedManualNotaryTime ?? null).toBeNull();
    expect(await j.audit()).toContain('provider.notary.cancel');
    // An online session may be booked now instead; the cancelled appointment's time passing moves nothing.
    world.clock.advance(5 * DAY);
    expect(await j.settle()).toBe('NOTARY_DISCLOSURE');
    const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: { start: string }[] };
    const booked = await j.act('POST', 'notary/session', {
      start: slots[0]?.start,
      disclosuresAccepted: true,
    });
    expect(booked.json()).toEqual({ step: 'DEED_SIGNING' });
  });

  it('a co-signer may not move or cancel it (403); anyone else gets 404; nothing changes', async () => {
    const coDeeder = await signedInIdentity(world.t.db, world.clock);
    const { j, requestedTime, notary } = await withAppointment(3, [
      { identityId: coDeeder.id, role: 'CO_DEEDER' },
    ]);
    const later = new Date(world.clock.now().getTime() + 6 * DAY).toISOString();
    const signerMove = await j.act('POST', 'notary/manual/reschedule', { requestedTime: later }, coDeeder);
    expect(signerMove.statusCode).toBe(403);
    expect(signerMove.json()).toEqual(APPLICANT_ONLY);
    const signerCancel = await j.act('POST', 'notary/session/cancel', { confirm: true }, coDeeder);
    expect(signerCancel.statusCode).toBe(403);
    expect(signerCancel.json()).toEqual(APPLICANT_ONLY);
    const stranger = await signedInIdentity(world.t.db, world.clock);
    expect(
      (await j.act('POST', 'notary/manual/reschedule', { requestedTime: later }, stranger)).statusCode,
    ).toBe(404);
    expect((await j.act('POST', 'notary/session/cancel', { confirm: true }, stranger)).statusCode).toBe(404);
    expect(await j.status()).toBe('MANUAL_DEED_SIGNING');
    expect((await notary())?.startsAt).toBe(requestedTime);
    // The appointment is the borrower's: a signer reads their own notary in their own area (decision 249).
    expect((await j.act('GET', 'closing', undefined, coDeeder)).statusCode).toBe(404);
  });

  it('a remote session is not moved by the in-person call (409)', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const { slots } = (await j.act('GET', 'notary/slots')).json() as { slots: { start: string }[] };
    await j.act('POST', 'notary/session', { start: slots[0]?.start, disclosuresAccepted: true });
    const later = new Date(world.clock.now().getTime() + 5 * DAY).toISOString();
    const answer = await j.act('POST', 'notary/manual/reschedule', { requestedTime: later });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(NOT_AT_STEP);
  });
});
