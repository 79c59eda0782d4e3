import { devMailboxListSchema, devMailboxMessageSchema } from '@lintel/domain/identity/email-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { testMailer } from '../../support/test-mailer.ts';
import { deliverEmails } from '../identity/email-link-kit.ts';
import { newBorrower } from '../identity/identity-test-kit.ts';

let development: TestApp;
let production: TestApp;
beforeAll(async () => {
  development = await createTestApp({ mailer: testMailer });
  production = await createTestApp({ config: { nodeEnv: 'production' }, mailer: testMailer });
});
afterAll(async () => {
  await development.close();
  await production.close();
});

describe('the dev mailbox (decision 168)', () => {
  it('lists what the sandbox delivered, newest first, and shows one message', async () => {
    const first = await newBorrower(development.app);
    const second = await newBorrower(development.app);
    await deliverEmails(development.app, development.db);
    const list = await development.app.inject({ url: '/api/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    const { messages } = devMailboxListSchema.parse(list.json());
    expect(messages.map((m) => m.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(messages[0]).toMatchObject({ templateKey: 'email-verification', orgCode: 'lintel' });
    const one = await development.app.inject({ url: `/api/dev/mailbox/${messages[0]?.id}` });
    const message = devMailboxMessageSchema.parse(one.json());
    expect(message.text).toContain('/auth/verify-email?org=lintel&token=');
    expect(message.html).toContain('Confirm your email');
    expect(
      (await development.app.inject({ url: `/api/dev/mailbox/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
  });

  it('is not served in production', async () => {
    const list = await production.app.inject({ url: '/api/dev/mailbox' });
    expect(list.statusCode).toBe(404);
    expect(list.headers['content-type']).toMatch(/application\/json/);
    expect((await production.app.inject({ url: `/api/dev/mailbox/${crypto.randomUUID()}` })).statusCode).toBe(
      404,
    );
  });
});
