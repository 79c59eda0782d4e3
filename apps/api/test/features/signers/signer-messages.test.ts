import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { sendSignerMessages, SIGNER_MESSAGES_EVERY_MS } from '../../../src/features/signers/signer-messages-job.ts';
import { testConfig } from '../../support/test-config.ts';
import { placedApplication } from '../workflow/closing/closing-kit.ts';
import { signerActions } from './signer-actions.ts';
import { invitationToken, signerWorld } from './signer-kit.ts';

let world: Awaited<ReturnType<typeof signerWorld>>;
let s: ReturnType<typeof signerActions>;
beforeAll(async () => {
  world = await signerWorld();
  s = signerActions(world);
});
afterAll(() => world.t.close());

const DAY = 86_400_000;
const to = async (email: string, template?: string) =>
  (await world.mailer.messages()).filter((m) => m.to === email && (!template || m.templateKey === template));
/** Moves the app clock on and lets the queue run what is due: the sweep, then the deliveries it wrote. */
async function later(ms: number) {
  world.clock.advance(ms);
  await s.delivered();
  world.clock.advance(SIGNER_MESSAGES_EVERY_MS);
  await s.delivered();
  await s.delivered();
}

describe('reminders and milestone messages to signers (decision 230)', () => {
  it('reminds a signer who has not accepted after 2 days and once more after 5, then no more', async () => {
    const j = await placedApplication(world, { borrower: { firstName: 'Robin', lastName: 'Happy', dob: '1979-03-14' } });
    const email = 'slow.owner@example.test';
    expect((await s.invite(j, email)).statusCode).toBe(201);
    await later(DAY);
    expect(await to(email, 'signer-reminder')).toHaveLength(0);
    await later(DAY);
    const [first] = await to(email, 'signer-reminder');
    expect(first?.subject).toBe('Reminder: Robin is waiting for your signature');
    expect(first?.text).toContain('We will remind you once more.');
    // Branded per lender; first names only: no surname, no address, no figures.
    expect(first?.text).toContain('Lintel');
    expect(first?.text).not.toContain('Owner');
    expect(first?.text).not.toMatch(/\$\d/);
    await later(DAY);
    expect(await to(email, 'signer-reminder')).toHaveLength(1);
    await later(2 * DAY);
    const reminders = await to(email, 'signer-reminder'); // newest first
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.text).toContain('This is our last reminder.');
    // Each reminder's link replaces the one before: the invitation's opens nothing now.
    expect((await s.accept(await invitationToken(world.mailer, email))).statusCode).toBe(400);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(reminders[0]?.text ?? '')?.[1] ?? '';
    await later(3 * DAY);
    expect(await to(email, 'signer-reminder')).toHaveLength(2);
    // The last reminder's link lasts its own 7 days: it still opens the invitation.
    expect((await s.accept(token)).statusCode).toBe(200);
  });

  it('an accepted signer is not reminded; a removed one hears nothing more', async () => {
    const j = await placedApplication(world);
    await s.acceptedSigner(j, 'prompt.owner@example.test');
    const removed = await s.invite(j, 'removed.owner@example.test');
    expect((await s.remove(j, (removed.json() as { id: string }).id)).statusCode).toBe(200);
    await later(6 * DAY);
    expect(await to('prompt.owner@example.test', 'signer-reminder')).toHaveLength(0);
    expect(await to('removed.owner@example.test', 'signer-reminder')).toHaveLength(0);
  });

  it("tells the signer when the borrower has signed and their part is waiting, and when it is cancelled", async () => {
    const j = await placedApplication(world, { borrower: { firstName: 'Robin', lastName: 'Happy', dob: '1979-03-14' } });
    await s.acceptedSigner(j, 'waiting.owner@example.test');
    expect((await j.act('POST', 'closing/accept', { accepted: true })).statusCode).toBe(200);
    expect((await j.act('POST', 'signing/sign', { signedName: 'Robin Happy', consent: true })).json()).toEqual({
      step: 'WAITING_FOR_CO_DEED',
    });
    await later(0);
    const [waiting] = await to('waiting.owner@example.test', 'signer-part-waiting');
    expect(waiting?.subject).toBe('Robin has signed: your part is waiting');
    expect(waiting?.text).toContain('/account/heloc/heloc-signer/login');
    await world.t.db.update(applications).set({ serverStep: 'CANCELLED' }).where(eq(applications.id, j.id));
    await later(0);
    const [cancelled] = await to('waiting.owner@example.test', 'signer-cancelled');
    expect(cancelled?.text).toContain('has been cancelled');
    await later(DAY);
    expect(await to('waiting.owner@example.test', 'signer-part-waiting')).toHaveLength(1);
    expect(await to('waiting.owner@example.test', 'signer-cancelled')).toHaveLength(1);
  });

  it('a sweep run twice (a retried job) sends each message once', async () => {
    const j = await placedApplication(world);
    expect((await s.invite(j, 'twice.owner@example.test')).statusCode).toBe(201);
    world.clock.advance(2 * DAY);
    const deps = { db: world.t.db, clock: world.clock, config: testConfig(), jobs: world.t.app.jobs };
    const [a, b] = await Promise.all([sendSignerMessages(deps), sendSignerMessages(deps)]);
    expect(a + b).toBe(1);
    expect(await sendSignerMessages(deps)).toBe(0);
    await s.delivered();
    expect(await to('twice.owner@example.test', 'signer-reminder')).toHaveLength(1);
  });
});
