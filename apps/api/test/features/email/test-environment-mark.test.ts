import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailBrand } from '../../../src/features/email/email-brand.ts';
import { passwordResetEmail } from '../../../src/features/email/templates/password-reset-email.ts';
import {
  markTestEnvironment,
  markTestEnvironmentSms,
  TEST_ENVIRONMENT_NOTICE,
} from '../../../src/features/email/test-environment-mark.ts';
import type { Mailer, OutgoingEmail } from '../../../src/providers/mailer/mailer.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { deliverEmails } from '../identity/email-link-kit.ts';
import { newBorrower } from '../identity/identity-test-kit.ts';

const brand: EmailBrand = {
  orgCode: 'lintel',
  name: 'Lintel',
  companyName: 'Lintel Home Lending, LLC',
  phone: '(800) 555-0142',
  primary: '#0b5cad',
  onPrimary: '#ffffff',
};

/** A relay as the outbox sees it: what it was handed is what a borrower would receive. */
function recordingMailer(): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return { kind: 'smtp', sent, send: async (message) => void sent.push(message) };
}

describe('the test environment mark on messages (issue 28)', () => {
  it('puts the notice in the subject, first in the text and at the top of the card', () => {
    const email = passwordResetEmail(brand, 'https://portal.lender.example/reset?token=x', 30);
    const marked = markTestEnvironment(email);
    expect(marked.subject).toBe('[Test environment] Reset your Lintel password');
    expect(marked.text.split('\n')[0]).toBe(TEST_ENVIRONMENT_NOTICE);
    expect(marked.text).toContain(email.text);
    // Right after the card's opening, before the lender's name: the first thing read.
    const card = marked.html.indexOf('<div style="max-width:560px');
    const notice = marked.html.indexOf('Test environment: this message comes from a test deployment.');
    expect(card).toBeGreaterThan(0);
    expect(notice).toBeGreaterThan(card);
    expect(notice).toBeLessThan(marked.html.indexOf('>Lintel</p>'));
    expect(marked.templateKey).toBe('password-reset');
    expect(markTestEnvironment(marked).subject).toBe(marked.subject);
    expect(markTestEnvironmentSms('Your code is 123456')).toBe('[Test environment] Your code is 123456');
  });
});

describe('delivery', () => {
  const production = recordingMailer();
  const demo = recordingMailer();
  let productionApp: TestApp;
  let demoApp: TestApp;
  beforeAll(async () => {
    productionApp = await createTestApp({ config: { nodeEnv: 'production' }, mailer: () => production });
    demoApp = await createTestApp({ mailer: () => demo });
  });
  afterAll(async () => {
    await productionApp.close();
    await demoApp.close();
  });

  it('marks every email of production on sandbox providers, and none of the demo', async () => {
    const borrower = await newBorrower(productionApp.app);
    await deliverEmails(productionApp.app, productionApp.db);
    const [email] = production.sent.filter((m) => m.to === borrower.email);
    expect(email?.templateKey).toBe('email-verification');
    expect(email?.subject).toBe('[Test environment] Confirm your email for Lintel');
    expect(email?.text.startsWith(TEST_ENVIRONMENT_NOTICE)).toBe(true);
    expect(email?.html).toContain('Test environment: this message comes from a test deployment.');

    const other = await newBorrower(demoApp.app);
    await deliverEmails(demoApp.app, demoApp.db);
    const [plain] = demo.sent.filter((m) => m.to === other.email);
    expect(plain?.subject).toBe('Confirm your email for Lintel');
    expect(plain?.html).not.toContain('Test environment');
  });
});
