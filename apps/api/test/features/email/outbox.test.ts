import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../../src/features/email/email-tables.ts';
import { EMAIL_RETRY, enqueueEmail } from '../../../src/features/email/outbox.ts';
import { emailBrand } from '../../../src/features/email/email-brand.ts';
import { passwordResetEmail } from '../../../src/features/email/templates/password-reset-email.ts';
import { passwordChangedEmail } from '../../../src/features/email/templates/password-changed-email.ts';
import { withoutAddresses } from '../../../src/features/email/deliver-email-job.ts';
import { jobs } from '../../../src/platform/jobs/jobs-tables.ts';
import type { SandboxMailer } from '../../../src/providers/mailer/sandbox-mailer.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { testMailer } from '../../support/test-mailer.ts';
import { manualClock, MINUTE } from '../identity/identity-test-kit.ts';

const clock = manualClock();
let mailer: SandboxMailer;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock, mailer: (db) => (mailer = testMailer(db, clock)) });
});
afterAll(() => testApp.close());

async function queue(recipient: string, secret = false): Promise<string> {
  const brand = await emailBrand(testApp.db, 'lintel');
  const message = secret
    ? passwordResetEmail(brand, 'http://localhost/auth/reset-password?token=x', 30)
    : passwordChangedEmail(brand, 'http://localhost/auth/login');
  return testApp.db.transaction((tx) =>
    enqueueEmail(tx, { clock, jobs: testApp.app.jobs }, { ...message, orgCode: 'lintel', recipient }),
  );
}

async function row(id: string) {
  const [found] = await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return found;
}

describe('the email outbox (decision 168)', () => {
  it('writes the message in the transaction of its event: a failure after the write leaves no row and no job', async () => {
    const before = (await testApp.db.select().from(jobs)).length;
    const brand = await emailBrand(testApp.db, 'lintel');
    await expect(
      testApp.db.transaction(async (tx) => {
        await enqueueEmail(
          tx,
          { clock, jobs: testApp.app.jobs },
          {
            ...passwordChangedEmail(brand, 'http://x'),
            orgCode: 'lintel',
            recipient: 'rollback@example.test',
          },
        );
        throw new Error('the event failed after the email was written');
      }),
    ).rejects.toThrow('the event failed');
    const rows = await testApp.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, 'rollback@example.test'));
    expect(rows).toEqual([]);
    expect((await testApp.db.select().from(jobs)).length).toBe(before);
  });

  it('is delivered by the job through the sandbox, branded with the lender, and marked sent', async () => {
    const id = await queue('sent@example.test');
    expect((await row(id))?.status).toBe('queued');
    await testApp.app.jobs.drain();
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.sentAt).toEqual(clock.now());
    const delivered = (await mailer.find(id));
    expect(delivered?.to).toBe('sent@example.test');
    expect(delivered?.fromName).toMatch(/\S/);
    expect(delivered?.html).toContain(delivered?.fromName);
    // Not a one-time link: the bodies stay for the record.
    expect(sent?.textBody).toContain('was just changed');
  });

  it('does not keep the body of a message with a single-use link once it is delivered', async () => {
    const id = await queue('secret@example.test', true);
    expect((await row(id))?.textBody).toContain('token=');
    await testApp.app.jobs.drain();
    expect(await row(id)).toMatchObject({ status: 'sent', textBody: '', htmlBody: '' });
    expect((await mailer.find(id))?.text).toContain('token=');
  });

  it('retries a failed delivery later and marks it sent when the relay answers', async () => {
    const id = await queue('retry@example.test');
    mailer.failNext(2, 'relay refused <retry@example.test>: 451 try later');
    await testApp.app.jobs.drain();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    // The address never reaches last_error (nor the logs, which print the same text).
    expect(failed?.lastError).toBe('relay refused [address]: 451 try later');
    clock.advance(EMAIL_RETRY.retryDelay * 1000 + 1000);
    await testApp.app.jobs.drain();
    expect((await row(id))?.attempts).toBe(2);
    clock.advance(2 * EMAIL_RETRY.retryDelay * 1000 + 1000);
    await testApp.app.jobs.drain();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('gives up after its last retry, marks the row failed and drops a secret body', async () => {
    const id = await queue('dead@example.test', true);
    mailer.failNext(EMAIL_RETRY.retryLimit + 1);
    for (let i = 0; i <= EMAIL_RETRY.retryLimit; i += 1) {
      await testApp.app.jobs.drain();
      clock.advance(60 * MINUTE);
    }
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: EMAIL_RETRY.retryLimit + 1,
      textBody: '',
      htmlBody: '',
    });
    expect((await mailer.find(id))).toBeUndefined();
  });

  it('strips addresses from relay errors', () => {
    expect(withoutAddresses('550 5.1.1 <a.b@c.example>: user unknown; cc x@y.z')).toBe(
      '550 5.1.1 [address]: user unknown; cc [address]',
    );
  });
});
