import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../applications/application-test-kit.ts';
import { placedApplication, V3 } from '../workflow/closing/closing-kit.ts';
import { bearer, signerActions } from './signer-actions.ts';
import { invitationToken, signerWorld } from './signer-kit.ts';

let world: Awaited<ReturnType<typeof signerWorld>>;
let s: ReturnType<typeof signerActions>;
beforeAll(async () => {
  world = await signerWorld();
  s = signerActions(world);
});
afterAll(() => world.t.close());

describe('removing a signer (issue 19, decision 230)', () => {
  it('the borrower removes an invited signer: the link opens nothing and the removal is audited', async () => {
    const j = await placedApplication(world);
    const invited = await s.invite(j, 'gone.before@example.test');
    await s.delivered();
    const token = await invitationToken(world.mailer, 'gone.before@example.test');
    const removed = await s.remove(j, (invited.json() as { id: string }).id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true, step: 'CLOSING_DISCLOSURE_GENERATED' });
    expect((await s.accept(token)).statusCode).toBe(400);
    expect((await j.act('GET', 'signers')).json()).toMatchObject({ signers: [], waitingOn: null });
    expect(await j.audit()).toContain('signer.removed');
    // Removing twice: the signer is no longer there.
    expect((await s.remove(j, (invited.json() as { id: string }).id)).statusCode).toBe(404);
  });

  it("a removed signer's area reads cancelled, and everything else is refused them", async () => {
    const j = await placedApplication(world);
    const { id, jwt } = await s.acceptedSigner(j, 'gone.after@example.test');
    expect((await s.remove(j, id)).statusCode).toBe(200);
    const read = await s.signerCall(jwt, 'GET', `/${j.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ cancelled: true });
    // The landing keeps the application, cancelled, rather than dropping it.
    const landing = await s.signerCall(jwt, 'GET', '');
    expect(landing.statusCode, landing.body).toBe(200);
    expect(landing.json().applications).toEqual([expect.objectContaining({ uuid: j.id, cancelled: true })]);
    const identity = await s.signerCall(jwt, 'POST', `/${j.id}/identity`, { idType: 'US Passport' });
    expect(identity.statusCode).toBe(403);
    expect(identity.json().errors[0].message).toMatch(/no longer a signer/);
    // No party of the application any more: the party routes answer as to a stranger.
    const closing = await world.t.app.inject({
      method: 'POST',
      url: `${V3}/${j.id}/rescission/cancel`,
      headers: bearer(jwt),
      payload: { confirm: true },
    });
    expect(closing.statusCode).toBe(404);
  });

  it('refuses once the signer has signed (409), and refuses signers and strangers (403/404)', async () => {
    const j = await placedApplication(world);
    const { id, jwt } = await s.acceptedSigner(j, 'signed.already@example.test');
    const other = await s.acceptedSigner(j, 'other.owner@example.test');
    const stranger = await signedInIdentity(world.t.db, world.clock);
    expect((await s.remove(j, id, bearer(jwt))).statusCode).toBe(403);
    expect((await s.remove(j, id, bearer(other.jwt))).statusCode).toBe(403);
    expect((await s.remove(j, id, stranger.headers)).statusCode).toBe(404);
    await s.verify(jwt, j.id);
    await s.sign(jwt, j.id);
    const refused = await s.remove(j, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/already signed/);
  });

  it('removing the last signer not done releases the co-deed wait', async () => {
    const j = await placedApplication(world, {
      borrower: { firstName: 'Robin', lastName: 'Happy', dob: '1979-03-14' },
    });
    const { id } = await s.acceptedSigner(j, 'last.one@example.test');
    expect((await j.act('POST', 'closing/accept', { accepted: true })).json()).toEqual({
      step: 'NOTE_SIGNING',
    });
    expect(
      (await j.act('POST', 'signing/sign', { signedName: 'Robin Happy', consent: true })).json(),
    ).toEqual({
      step: 'WAITING_FOR_CO_DEED',
    });
    const removed = await s.remove(j, id);
    expect(removed.json(), removed.body).toEqual({ removed: true, step: 'NOTARY_DISCLOSURE' });
    expect(await j.status()).toBe('NOTARY_DISCLOSURE');
  });
});
