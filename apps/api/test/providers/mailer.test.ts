import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/env.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { createMailer } from '../../src/providers/mailer/create-mailer.ts';
import { SandboxMailer } from '../../src/providers/mailer/sandbox-mailer.ts';
import { SmtpMailer } from '../../src/providers/mailer/smtp-mailer.ts';
import { cloneTemplateDatabase } from '../support/template-database.ts';
import { testMailer } from '../support/test-mailer.ts';

const base = {
  NODE_ENV: 'test',
  JWT_SECRET: Buffer.alloc(32, 2).toString('hex'),
  FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('hex'),
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await cloneTemplateDatabase();
});
afterAll(() => handle.close());

describe('the mailer (decision 168)', () => {
  it('is SMTP when SMTP_URL and MAIL_FROM are set, the sandbox otherwise', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtp://relay.example:587',
      MAIL_FROM: 'no-reply@lender.example',
    });
    expect(config.smtp).toEqual({ url: 'smtp://relay.example:587', from: 'no-reply@lender.example' });
    const smtp = createMailer(config.smtp, config.mailFrom, handle.db);
    expect(smtp).toBeInstanceOf(SmtpMailer);
    smtp.close?.();
    expect(createMailer(undefined, undefined, handle.db)).toBeInstanceOf(SandboxMailer);
  });

  it('refuses SMTP_URL without MAIL_FROM, and addresses that are not SMTP or email', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://relay.example' })).toThrow(/MAIL_FROM: required/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://relay.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('the sandbox keeps the newest first and signs with the brand name', async () => {
    const sandbox = testMailer(handle.db);
    const message = {
      orgCode: 'lintel',
      templateKey: 't',
      to: 'a@example.test',
      fromName: 'Lintel',
      subject: 's',
      text: 't',
      html: 'h',
    };
    await sandbox.send({ ...message, id: '1' });
    await sandbox.send({ ...message, id: '2' });
    expect((await sandbox.messages()).map((m) => m.id)).toEqual(['2', '1']);
    expect((await sandbox.find('1'))?.from).toBe('Lintel <no-reply@lintel.test>');
  });
});
