import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import type { SandboxMailer } from '../../../src/providers/mailer/sandbox-mailer.ts';
import { cloneTemplateDatabase } from '../../support/template-database.ts';
import { testConfig } from '../../support/test-config.ts';
import { testMailer } from '../../support/test-mailer.ts';
import { deliverEmails, tokenFromMailbox } from './email-link-kit.ts';
import { freshIp } from './identity-test-kit.ts';

const lines: string[] = [];
let mailer: SandboxMailer;
let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  handle = await cloneTemplateDatabase();
  mailer = testMailer(handle.db);
  // A mailer that refuses once, quoting the address as relays do: the job's failure is logged too.
  mailer.failNext(1, 'relay refused <demo@lintel.test>');
  app = await buildApp({
    db: handle.db,
    config: testConfig(),
    webDistDir: '/nonexistent',
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    mailer,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('reset logs (decision 168)', () => {
  it('never carry the email address or the token, on the request, the job or its failure', async () => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { 'x-org': 'lintel' }, remoteAddress: freshIp(), payload });
    await post('/identity/api/v1/password-reset', { email: 'demo@lintel.test' });
    await deliverEmails(app, handle.db);
    // The first attempt failed; run the retry now (the test clock is the system clock: move the job forward).
    await handle.db.execute(
      `update jobs set start_after = now() where name = 'email.deliver' and state = 'created'`,
    );
    await app.jobs.drain();
    const token = await tokenFromMailbox(mailer, 'demo@lintel.test', 'password-reset');
    await post('/identity/api/v1/password-reset/confirm', {
      token,
      password: 'Logged-Never-2026!',
      confirmPassword: 'Logged-Never-2026!',
    });
    const text = lines.join('\n');
    expect(text).toContain('job attempt failed');
    expect(text).toContain('[address]');
    expect(text).not.toContain('demo@lintel.test');
    expect(text).not.toContain(token);
  });
});
