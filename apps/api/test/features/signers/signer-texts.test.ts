import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/features/email/email-tables.ts';
import { SIGNER_MESSAGES_EVERY_MS } from '../../../src/features/signers/signer-messages-job.ts';
import { placedApplication } from '../workflow/closing/closing-kit.ts';
import { signerActions } from './signer-actions.ts';
import { signerWorld } from './signer-kit.ts';

let world: Awaited<ReturnType<typeof signerWorld>>;
let s: ReturnType<typeof signerActions>;
beforeAll(async () => {
  world = await signerWorld();
  s = signerActions(world);
});
afterAll(() => world.t.close());

const DAY = 86_400_000;
interface Summary {
  id: string;
  channel: string;
  to: string;
  templateKey: string;
  subject: string;
}

/** The dev mailbox, as a developer reads it: the text messages to `to`, newest first, with their text. */
async function textsTo(to: string) {
  const list = (await world.t.app.inject({ url: '/api/dev/mailbox' })).json() as { messages: Summary[] };
  const mine = list.messages.filter((m) => m.channel === 'sms' && m.to === to);
  return Promise.all(
    mine.map(async (m) => ({
      ...m,
      text: ((await world.t.app.inject({ url: `/api/dev/mailbox/${m.id}` })).json() as { text: string }).text,
    })),
  );
}

describe('text messages beside the invitation and its reminders (decision 230)', () => {
  it('texts the invitation to a signer who gave a mobile and consented, pointing to the email: no link (decision 247)', async () => {
    const j = await placedApplication(world, { borrower: { firstName: 'Robin', lastName: 'Happy', dob: '1979-03-14' } });
    expect((await s.invite(j, 'texted.owner@example.test', { mobile: '(415) 555-0123', smsConsent: true })).statusCode).toBe(201);
    await s.delivered();
    const [text] = await textsTo('4155550123');
    expect(text).toMatchObject({ templateKey: 'signer-invitation-sms', subject: expect.stringMatching(/^Lintel: /) });
    expect(text?.text).toBe(
      'Lintel: Robin asks you to sign for a home equity line of credit. To accept, open the link in the email we sent you from Lintel (it works once, for 7 days).',
    );
    // Nothing secret in it, so the outbox may keep it as sent.
    const [row] = await world.t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, '4155550123'));
    expect(row).toMatchObject({ channel: 'sms', status: 'sent', secretLink: false, textBody: text?.text });
  });

  it('sends no text without consent, and texts a reminder with consent', async () => {
    const j = await placedApplication(world);
    expect((await s.invite(j, 'no.texts@example.test', { mobile: '(415) 555-0124' })).statusCode).toBe(201);
    expect((await s.invite(j, 'yes.texts@example.test', { mobile: '(415) 555-0125', smsConsent: true })).statusCode).toBe(201);
    world.clock.advance(2 * DAY + SIGNER_MESSAGES_EVERY_MS);
    await s.delivered();
    await s.delivered();
    expect(await textsTo('4155550124')).toHaveLength(0);
    const texts = await textsTo('4155550125');
    expect(texts.map((t) => t.templateKey)).toEqual(['signer-reminder-sms', 'signer-invitation-sms']);
    expect(texts[0]?.text).toMatch(/^Lintel: Reminder: .* To accept, open the link in the email we sent you/);
    expect(texts[0]?.text).not.toMatch(/https?:|token=/);
  });

  it('a number the sandbox carrier refuses is retried, and its error keeps no number', async () => {
    const j = await placedApplication(world);
    expect((await s.invite(j, 'refused.texts@example.test', { mobile: '(415) 555-0199', smsConsent: true })).statusCode).toBe(201);
    await s.delivered();
    const [row] = await world.t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, '4155550199'));
    expect(row).toMatchObject({ channel: 'sms', status: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('refused');
    expect(row?.lastError).not.toMatch(/555/);
    expect(await textsTo('4155550199')).toHaveLength(0);
  });
});
