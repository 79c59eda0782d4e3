import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../../src/features/applications/tables/application-table.ts';
import { signedInIdentity } from '../../applications/application-test-kit.ts';
import { closingWorld, placedApplication, type ClosingWorld } from './closing-kit.ts';

let world: ClosingWorld;
beforeAll(async () => {
  world = await closingWorld();
});
afterAll(() => world.t.close());

const NOT_AT_STEP = { errors: [{ message: 'This action is not available at this step of the application' }] };
const SLOT = '2026-11-24T16:00:00.000Z';

/** Every closing call with a valid body, and the step it is allowed at. */
const ACTIONS = [
  { method: 'POST', path: 'closing/accept', body: { accepted: true }, step: 'CLOSING_DISCLOSURE_GENERATED' },
  {
    method: 'POST',
    path: 'signing/sign',
    body: { signedName: 'Casey Happy', consent: true },
    step: 'NOTE_SIGNING',
  },
  { method: 'GET', path: 'notary/slots', body: undefined, step: 'NOTARY_DISCLOSURE' },
  {
    method: 'POST',
    path: 'notary/session',
    body: { start: SLOT, disclosuresAccepted: true },
    step: 'NOTARY_DISCLOSURE',
  },
  {
    method: 'POST',
    path: 'notary/manual',
    body: { requestedTime: '2026-11-27T18:00:00.000Z', disclosuresAccepted: true },
    step: 'NOTARY_DISCLOSURE',
  },
  { method: 'POST', path: 'rescission/cancel', body: { confirm: true }, step: 'RESCISSION' },
] as const;

describe('closing calls refuse what they must', () => {
  it.each(ACTIONS)(
    '$method $path: 404 to another borrower, 401 anonymous, 409 at another step',
    async (action) => {
      const j = await placedApplication(world, { step: action.step });
      const stranger = await signedInIdentity(world.t.db, world.clock);
      const foreign = await j.act(action.method, action.path, action.body, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ errors: [{ message: 'Not found' }] });
      const anonymous = await world.t.app.inject({
        method: action.method,
        url: `/service-application/api/v3/application/heloc/${j.id}/${action.path}`,
        headers: { 'x-org': 'lintel' },
        ...(action.body ? { payload: action.body } : {}),
      });
      expect(anonymous.statusCode).toBe(401);
      const other = await placedApplication(world, {
        step: action.step === 'RESCISSION' ? 'FUNDABLE' : 'RESCISSION',
      });
      const wrongStep = await other.act(action.method, action.path, action.body);
      expect(wrongStep.statusCode).toBe(409);
      expect(wrongStep.json()).toEqual(NOT_AT_STEP);
      // Nothing was asked of a provider or written for the refused calls.
      expect((await other.audit()).filter((a) => a !== 'application.created')).toEqual([]);
      expect(await other.status()).toBe(action.step === 'RESCISSION' ? 'FUNDABLE' : 'RESCISSION');
    },
  );

  it.each([
    ['closing/accept', {}, 'accepted', 'Please confirm that you have reviewed your closing disclosure'],
    [
      'closing/accept',
      { accepted: false },
      'accepted',
      'Please confirm that you have reviewed your closing disclosure',
    ],
    ['signing/sign', { consent: true }, 'signedName', 'Type your full name to sign'],
    ['signing/sign', { signedName: ' ', consent: true }, 'signedName', 'Type your full name to sign'],
    [
      'signing/sign',
      { signedName: 'Casey Happy' },
      'consent',
      'Please agree to sign your documents electronically',
    ],
    [
      'notary/session',
      { start: 'tomorrow', disclosuresAccepted: true },
      'start',
      'Please choose a time for your notary session',
    ],
    [
      'notary/session',
      { start: SLOT },
      'disclosuresAccepted',
      'Please confirm that you have reviewed the notary disclosures',
    ],
    [
      'notary/manual',
      { disclosuresAccepted: true },
      'requestedTime',
      'Please choose a date and time for your notary appointment',
    ],
  ])('POST %s %j answers 400 on %s', async (path, body, field, message) => {
    const j = await placedApplication(world);
    const response = await j.act('POST', path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message, field }] });
  });

  it('a typed name that is not the applicant’s does not sign', async () => {
    const j = await placedApplication(world, { step: 'NOTE_SIGNING' });
    const response = await j.act('POST', 'signing/sign', { signedName: 'Casey Other', consent: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        { message: 'The name you typed does not match the name on your application', field: 'signedName' },
      ],
    });
    expect(await j.status()).toBe('NOTE_SIGNING');
  });

  it('sandbox: Nosign declines in the ceremony, Nonotary has no remote slots', async () => {
    const declined = await placedApplication(world, {
      step: 'NOTE_SIGNING',
      borrower: { firstName: 'Robin', lastName: 'Nosign' },
    });
    const response = await declined.act('POST', 'signing/sign', {
      signedName: 'Robin Nosign',
      consent: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ message: 'Your documents could not be signed. Please try again or contact us.' }],
    });
    const noNotary = await placedApplication(world, {
      step: 'NOTARY_DISCLOSURE',
      borrower: { firstName: 'Robin', lastName: 'Nonotary' },
    });
    expect((await noNotary.act('GET', 'notary/slots')).json()).toEqual({ slots: [] });
    const booking = await noNotary.act('POST', 'notary/session', { start: SLOT, disclosuresAccepted: true });
    expect(booking.json()).toEqual({
      errors: [{ message: 'This time is no longer available. Please choose another time.', field: 'start' }],
    });
  });

  it('a time that was not offered is refused', async () => {
    const j = await placedApplication(world, { step: 'NOTARY_DISCLOSURE' });
    const response = await j.act('POST', 'notary/session', {
      start: '2026-11-24T16:30:00.000Z',
      disclosuresAccepted: true,
    });
    expect(response.statusCode).toBe(400);
    expect(await j.status()).toBe('NOTARY_DISCLOSURE');
  });

  it('the closing disclosure cannot be accepted while the flood certificate is outstanding', async () => {
    const j = await placedApplication(world);
    await world.t.db.update(applications).set({ waitingOnFloodCert: true }).where(eq(applications.id, j.id));
    const response = await j.act('POST', 'closing/accept', { accepted: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(NOT_AT_STEP);
  });

  it('GET closing answers nulls before anything happened, and 404 to others', async () => {
    const j = await placedApplication(world);
    expect((await j.act('GET', 'closing')).json()).toEqual({
      envelope: null,
      notary: null,
      rescission: null,
      recording: null,
      funding: null,
      milestones: [],
      now: world.clock.now().toISOString(),
    });
    const stranger = await signedInIdentity(world.t.db, world.clock);
    expect((await j.act('GET', 'closing', undefined, stranger)).statusCode).toBe(404);
  });
});

describe('co-signers and the applicant’s closing actions', () => {
  const APPLICANT_ONLY = {
    errors: [{ message: 'Only the applicant can do this. Co-signers sign in their own area.' }],
  };

  it('a co-signer cannot accept or sign for the applicant (403), even typing the applicant’s name', async () => {
    const coDeeder = await signedInIdentity(world.t.db, world.clock);
    const j = await placedApplication(world, { signers: [{ identityId: coDeeder.id, role: 'CO_DEEDER' }] });
    const accept = await j.act('POST', 'closing/accept', { accepted: true }, coDeeder);
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toEqual(APPLICANT_ONLY);
    expect(await j.status()).toBe('CLOSING_DISCLOSURE_GENERATED');
    await j.act('POST', 'closing/accept', { accepted: true });
    const sign = await j.act('POST', 'signing/sign', { signedName: 'Casey Happy', consent: true }, coDeeder);
    expect(sign.statusCode).toBe(403);
    expect(sign.json()).toEqual(APPLICANT_ONLY);
    expect(await j.status()).toBe('NOTE_SIGNING');
    expect(await j.audit()).not.toContain('provider.e-sign.signed');
  });

  it('every step of the application is the applicant’s: a co-signer gets 403 and nothing moves', async () => {
    const coBorrower = await signedInIdentity(world.t.db, world.clock);
    const signers = [{ identityId: coBorrower.id, role: 'BORROWER' as const }];
    const liens = await placedApplication(world, { step: 'LIEN_VERIFICATION', signers });
    const confirm = await liens.act('POST', 'liens/confirm', undefined, coBorrower);
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json()).toEqual(APPLICANT_ONLY);
    expect(await liens.status()).toBe('LIEN_VERIFICATION');
    const hmda = await placedApplication(world, { step: 'HMDA', signers });
    const answer = { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] };
    expect((await hmda.act('PUT', 'hmda', answer, coBorrower)).statusCode).toBe(403);
    expect(await hmda.status()).toBe('HMDA');
    // Acting is refused with 403; of the borrower's reads a signer gets only those their role needs (decision 249).
    expect((await hmda.act('GET', 'closing', undefined, coBorrower)).statusCode).toBe(404);
  });

  it('any owner on the application may use the right to cancel, and it cancels for everyone', async () => {
    const coDeeder = await signedInIdentity(world.t.db, world.clock);
    const j = await placedApplication(world, {
      step: 'RESCISSION',
      signers: [{ identityId: coDeeder.id, role: 'CO_DEEDER' }],
    });
    const cancel = await j.act('POST', 'rescission/cancel', { confirm: true }, coDeeder);
    expect(cancel.json()).toEqual({ step: 'CANCELLED' });
    expect(await j.status()).toBe('CANCELLED');
  });
});
