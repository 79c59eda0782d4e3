import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { emailOutbox } from '../../../src/features/email/email-tables.ts';
import { EMAIL_RETRY } from '../../../src/features/email/outbox.ts';
import { signedInIdentity } from '../applications/application-test-kit.ts';
import { freshIp } from '../identity/identity-test-kit.ts';
import { placedApplication, V3, type Journey } from '../workflow/closing/closing-kit.ts';
import { ACCEPT, FILES, invitationToken, SIGNER_PASSWORD, SIGNERS, signerWorld } from './signer-kit.ts';

let world: Awaited<ReturnType<typeof signerWorld>>;
beforeAll(async () => {
  world = await signerWorld();
});
afterAll(() => world.t.close());

const DAY = 86_400_000;
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}`, 'x-org': 'lintel' });

async function invite(j: Journey, email: string, extra: object = {}) {
  return j.act('POST', 'signers', {
    firstName: 'Casey',
    lastName: 'Owner',
    email,
    relation: 'CO_DEEDER',
    ...extra,
  });
}

async function accept(token: string) {
  return world.t.app.inject({
    method: 'POST',
    url: ACCEPT,
    headers: { 'x-org': 'lintel' },
    remoteAddress: freshIp(),
    payload: { token, password: SIGNER_PASSWORD, confirmPassword: SIGNER_PASSWORD },
  });
}

async function delivered() {
  await world.t.app.jobs.drain();
}

/** Invites, delivers, accepts: the signer's session. */
async function acceptedSigner(j: Journey, email: string, extra: object = {}): Promise<string> {
  expect((await invite(j, email, extra)).statusCode).toBe(201);
  await delivered();
  const accepted = await accept(await invitationToken(world.mailer, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  return (accepted.json() as { jwt: string }).jwt;
}

const signerCall = (jwt: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  world.t.app.inject({ method, url: `${SIGNERS}${path}`, headers: bearer(jwt), ...(payload ? { payload } : {}) });

async function sendId(jwt: string, id: string) {
  for (const type of ['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']) {
    const uploaded = await world.t.app.inject({
      method: 'PUT',
      url: `${SIGNERS}/${id}/documents/${type}`,
      headers: { ...bearer(jwt), 'content-type': 'image/jpeg' },
      payload: FILES.jpeg,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
}

async function verifyIdentity(jwt: string, id: string) {
  await sendId(jwt, id);
  return signerCall(jwt, 'POST', `/${id}/identity`, { idType: "US Driver's License" });
}

async function finish(jwt: string, id: string) {
  expect((await verifyIdentity(jwt, id)).json()).toEqual({ progress: 'IDENTITY_VERIFIED', outcome: 'VERIFIED' });
  const signed = await signerCall(jwt, 'POST', `/${id}/sign`, { esignConsent: true, signedName: 'Casey Owner' });
  expect(signed.json(), signed.body).toEqual({ progress: 'SIGNED' });
  const { slots } = (await signerCall(jwt, 'GET', `/${id}/notary/slots`)).json() as { slots: { start: string }[] };
  const booked = await signerCall(jwt, 'POST', `/${id}/notary`, { kind: 'REMOTE', start: slots[0]?.start });
  expect(booked.json(), booked.body).toEqual({ progress: 'NOTARY_BOOKED' });
}

describe('additional signers (issue 19)', () => {
  it('holds the borrower at the co-deed wait until every invited signer has booked a notary', async () => {
    const j = await placedApplication(world, { borrower: { firstName: 'Robin', lastName: 'Happy', dob: '1979-03-14' } });
    const jwt = await acceptedSigner(j, 'casey.owner@example.test');
    const listed = (await j.act('GET', 'signers')).json();
    expect(listed.signers).toMatchObject([{ progress: 'ACCEPTED', relation: 'CO_DEEDER' }]);
    expect(listed.waitingOn).toContain('Casey Owner');

    expect((await j.act('POST', 'closing/accept', { accepted: true })).json()).toEqual({ step: 'NOTE_SIGNING' });
    expect((await j.act('POST', 'signing/sign', { signedName: 'Robin Happy', consent: true })).json()).toEqual({
      step: 'WAITING_FOR_CO_DEED',
    });
    expect((await j.application()).coDeedStatus).toBe('IN_PROGRESS');

    await finish(jwt, j.id);
    expect(await j.status()).toBe('NOTARY_DISCLOSURE');
    expect((await j.application()).coDeedStatus).toBe('COMPLETE');
  });

  it("a signer's reads carry no borrower-only field, and every signer route is refused to others", async () => {
    const j = await placedApplication(world);
    const jwt = await acceptedSigner(j, 'reader@example.test');
    const read = await signerCall(jwt, 'GET', `/${j.id}`);
    expect(read.statusCode).toBe(200);
    const text = read.body;
    for (const field of ['income', 'credit', 'ssn', 'offer', 'amount', 'rate', 'account', 'routing', 'dob', 'uwDecision'])
      expect(text.toLowerCase(), field).not.toContain(field.toLowerCase());
    const mine = (await signerCall(jwt, 'GET', '')).json();
    expect(mine.applications.map((a: { uuid: string }) => a.uuid)).toEqual([j.id]);

    const other = await placedApplication(world);
    const otherSigner = await acceptedSigner(other, 'other@example.test');
    const stranger = await signedInIdentity(world.t.db, world.clock);
    const borrowerHeaders = await (await import('../workflow/closing/closing-kit.ts')).headersNow(world, j.borrower);
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['GET', '/documents', undefined],
      ['POST', '/identity', { idType: 'US Passport' }],
      ['POST', '/sign', { esignConsent: true, signedName: 'X Y' }],
      ['GET', '/notary/slots', undefined],
      ['POST', '/notary', { kind: 'MANUAL', requestedTime: new Date(world.clock.now().getTime() + 5 * DAY).toISOString(), feeAccepted: true }],
    ] as const) {
      const url = `${SIGNERS}/${j.id}${path}`;
      const as = (headers: Record<string, string>) =>
        world.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect((await as(bearer(otherSigner))).statusCode, `other signer ${path}`).toBe(404);
      expect((await as(stranger.headers)).statusCode, `stranger ${path}`).toBe(404);
      expect((await as(borrowerHeaders)).statusCode, `borrower ${path}`).toBe(403);
    }
    // And the borrower's own signer list is the borrower's: a signer is refused it.
    const list = await world.t.app.inject({ url: `${V3}/${j.id}/signers`, headers: bearer(jwt) });
    expect(list.statusCode).toBe(403);
  });

  it('invitation links are single-use and expire; bad input is a 400 with errors', async () => {
    const j = await placedApplication(world);
    expect((await invite(j, 'once@example.test')).statusCode).toBe(201);
    await delivered();
    const token = await invitationToken(world.mailer, 'once@example.test');
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('token');

    expect((await invite(j, 'late@example.test')).statusCode).toBe(201);
    await delivered();
    const late = await invitationToken(world.mailer, 'late@example.test');
    world.clock.advance(8 * DAY);
    expect((await accept(late)).statusCode).toBe(400);
    const list = (await j.act('GET', 'signers')).json();
    const expired = list.signers.find((s: { email: string }) => s.email === 'late@example.test');
    expect(expired.invitationExpired).toBe(true);
    // Resent to a corrected address: a new link, the old one dead.
    const resent = await j.act('POST', `signers/${expired.id}/resend`, { email: 'late.fixed@example.test' });
    expect(resent.statusCode, resent.body).toBe(200);
    await delivered();
    expect((await accept(await invitationToken(world.mailer, 'late.fixed@example.test'))).statusCode).toBe(200);

    const bad = await j.act('POST', 'signers', { firstName: '', email: 'nope', relation: 'FRIEND' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.length).toBeGreaterThan(0);
    expect((await invite(j, 'once@example.test')).statusCode).toBe(409);
  });

  it('an invitation that meets an SMTP failure is retried and delivered once', async () => {
    const j = await placedApplication(world);
    world.mailer.failNext(1, 'relay refused: 451 try later');
    expect((await invite(j, 'retry.signer@example.test')).statusCode).toBe(201);
    await delivered();
    const [row] = await world.t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'retry.signer@example.test'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    world.clock.advance(EMAIL_RETRY.retryDelay * 1000 + 1000);
    await delivered();
    world.clock.advance(10 * EMAIL_RETRY.retryDelay * 1000);
    await delivered();
    const sent = (await world.mailer.messages()).filter((m) => m.to === 'retry.signer@example.test');
    expect(sent).toHaveLength(1);
    const [after] = await world.t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'retry.signer@example.test'));
    expect(after).toMatchObject({ status: 'sent', textBody: '' });
  });

  it("the signer's identity check asks the identity provider; a failure asks for a new photo before another check", async () => {
    const j = await placedApplication(world);
    // The sandbox's identity-failure persona (docs/sandbox-scenarios.md): last name Idfail.
    const jwt = await acceptedSigner(j, 'idfail.signer@example.test', { lastName: 'Idfail' });
    const failed = await verifyIdentity(jwt, j.id);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toEqual({ progress: 'ACCEPTED', outcome: 'FAILED' });
    expect((await signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ identityFailedAt: world.clock.now().toISOString(), progress: 'ACCEPTED' });
    // The same photos are not checked again; signing waits for a verified identity.
    const same = await signerCall(jwt, 'POST', `/${j.id}/identity`, { idType: "US Driver's License" });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ message: 'Please upload a new photo of the front of your ID', field: 'document-front' }]);
    expect((await signerCall(jwt, 'POST', `/${j.id}/sign`, { esignConsent: true, signedName: 'Casey Idfail' })).statusCode).toBe(409);
    // A new photo is checked again (this persona fails every time).
    world.clock.advance(60_000);
    const again = await verifyIdentity(jwt, j.id);
    expect(again.json(), again.body).toEqual({ progress: 'ACCEPTED', outcome: 'FAILED' });
    const audit = await j.audit();
    expect(audit.filter((a) => a === 'provider.identity-verification.verify').length).toBeGreaterThanOrEqual(2);

    // Anyone else passes, and the view no longer reads as failed.
    const ok = await acceptedSigner(j, 'passes.signer@example.test');
    expect((await verifyIdentity(ok, j.id)).json()).toEqual({ progress: 'IDENTITY_VERIFIED', outcome: 'VERIFIED' });
    expect((await signerCall(ok, 'GET', `/${j.id}`)).json()).toMatchObject({ identityFailedAt: null });
  });

  it('a signer with no remote notary times asks for an in-person notary at a time 2 to 30 days ahead, its fee agreed', async () => {
    const j = await placedApplication(world, { borrower: { firstName: 'Robin', lastName: 'Happy', dob: '1979-03-14' } });
    // The sandbox's persona without remote notary times (docs/sandbox-scenarios.md): last name Nonotary.
    const jwt = await acceptedSigner(j, 'nonotary.signer@example.test', { lastName: 'Nonotary' });
    expect((await j.act('POST', 'closing/accept', { accepted: true })).statusCode).toBe(200);
    expect((await j.act('POST', 'signing/sign', { signedName: 'Robin Happy', consent: true })).json()).toEqual({
      step: 'WAITING_FOR_CO_DEED',
    });
    expect((await verifyIdentity(jwt, j.id)).json()).toMatchObject({ progress: 'IDENTITY_VERIFIED' });
    const signed = await signerCall(jwt, 'POST', `/${j.id}/sign`, { esignConsent: true, signedName: 'Casey Nonotary' });
    expect(signed.json(), signed.body).toEqual({ progress: 'SIGNED' });
    expect((await signerCall(jwt, 'GET', `/${j.id}/notary/slots`)).json()).toEqual({ slots: [] });

    const at = (days: number) => new Date(world.clock.now().getTime() + days * DAY).toISOString();
    const noFee = await signerCall(jwt, 'POST', `/${j.id}/notary`, { kind: 'MANUAL', requestedTime: at(5) });
    expect(noFee.statusCode).toBe(400);
    expect(noFee.json().errors).toEqual([
      { message: 'Please agree to the $300 fee for an in-person notary', field: 'feeAccepted' },
    ]);
    const tooSoon = await signerCall(jwt, 'POST', `/${j.id}/notary`, { kind: 'MANUAL', requestedTime: at(1), feeAccepted: true });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().errors).toEqual([{ message: 'Choose a time between 2 and 30 days from today', field: 'requestedTime' }]);
    const booked = await signerCall(jwt, 'POST', `/${j.id}/notary`, { kind: 'MANUAL', requestedTime: at(5), feeAccepted: true });
    expect(booked.json(), booked.body).toEqual({ progress: 'NOTARY_BOOKED' });
    expect((await signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ notary: { kind: 'MANUAL', startsAt: at(5) } });
    // The last signer's booking, in person too, moves the borrower past the co-deed wait.
    expect(await j.status()).toBe('NOTARY_DISCLOSURE');
  });

  it('a signer may cancel for everyone during the rescission period; their area then shows it cancelled', async () => {
    const j = await placedApplication(world);
    const jwt = await acceptedSigner(j, 'rescinder@example.test');
    // Placed where the deed is signed and the right to cancel runs (the chain itself is closing-chain.test.ts's).
    await world.t.db.update(applications).set({ serverStep: 'RESCISSION' }).where(eq(applications.id, j.id));
    expect((await signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ inRescission: true, cancelled: false });
    const cancelled = await world.t.app.inject({
      method: 'POST',
      url: `${V3}/${j.id}/rescission/cancel`,
      headers: bearer(jwt),
      payload: { confirm: true },
    });
    expect(cancelled.json(), cancelled.body).toEqual({ step: 'CANCELLED' });
    expect(await j.status()).toBe('CANCELLED');
    expect((await signerCall(jwt, 'GET', `/${j.id}`)).json()).toMatchObject({ cancelled: true });
    // A cancelled application's invitations open nothing.
    expect((await invite(j, 'too.late@example.test')).statusCode).toBe(409);
  });
});
