import type { Page } from '@playwright/test';
import { CURRENT_CONSENT_VERSIONS } from '@lintel/domain/registration/consent-versions';
import { expect, test } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';
import { uniqueEmail } from '../registration/registration-helpers.ts';

// Password reset and email verification through the dev mailbox (issue 16, decisions 168-169).
const screenshots = screenshotsIn('account-recovery');
const OLD_PASSWORD = 'Lintel-Journey-2026!';
const NEW_PASSWORD = 'Fresh-Start-2026#';

/** A new lintel borrower through the register call (the registration journeys test its pages). */
async function registerBorrower(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await page.request.post('/identity/api/v1/registration/register', {
    headers: { 'x-org': 'lintel' },
    data: {
      propertyAddress: {
        street1: '1200 Barton Springs Rd',
        street2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78704',
        occupancyType: 'PRIMARY',
      },
      isListedForSale: false,
      income: { income: 95_000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Robin', middleName: '', lastName: 'Reset', suffix: '' },
      dob: '1980-04-12',
      email,
      phoneNumber: '(512) 555-0199',
      phoneCountry: 'US',
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
      termPrivacyConsent: true,
      communicationConsent: true,
      softCreditConsent: true,
      consentVersions: {
        TERMS_PRIVACY: CURRENT_CONSENT_VERSIONS.TERMS_PRIVACY,
        COMMUNICATION: CURRENT_CONSENT_VERSIONS.COMMUNICATION,
        SMS_TRANSACTIONAL: CURRENT_CONSENT_VERSIONS.SMS_TRANSACTIONAL,
        SOFT_CREDIT: CURRENT_CONSENT_VERSIONS.SOFT_CREDIT,
      },
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** Opens the newest email to `email` whose subject matches, in the dev mailbox (the job delivers it in a moment). */
async function openEmail(
  page: Page,
  email: string,
  subject: RegExp,
  checkA11y: (label?: string) => Promise<void>,
) {
  await page.goto('/dev/mailbox?org=lintel');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  const message = page
    .getByRole('navigation', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: email });
  await expect(message.filter({ hasText: subject }).first()).toBeVisible({ timeout: 15_000 });
  await message.filter({ hasText: subject }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await checkA11y('dev mailbox message');
}

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('forgot password: the email in the dev mailbox, a new password, the old one refused', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const email = await registerBorrower(page, 'reset');
  await page.goto('/auth/login?org=lintel');
  await checkA11y('login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await checkA11y('forgot password');
  await screenshots(page, 'forgot-password');

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('link', { name: 'Please enter your email' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses that email' })).toBeVisible();
  await checkA11y('check your email');
  await screenshots(page, 'check-your-email');

  await openEmail(page, email, /Reset your .* password/, checkA11y);
  await screenshots(page, 'dev-mailbox-reset-email');
  const link = page.locator('.dev-mailbox__html').getByRole('link', { name: 'Reset your password' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/auth\/reset-password\?org=lintel&token=[\w-]{43}$/);
  const resetPath = new URL(href ?? '').pathname + new URL(href ?? '').search;
  await page.goto(resetPath);

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await checkA11y('choose a new password');
  await screenshots(page, 'choose-new-password');
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm new password').fill('weak');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('link', { name: 'Must be at least 12 characters long' })).toBeVisible();
  await checkA11y('new password with errors');
  await screenshots(page, 'choose-new-password-errors');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await checkA11y('password changed');
  await screenshots(page, 'password-changed');

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await checkA11y('link expired');
  await screenshots(page, 'reset-link-expired');

  await page.goto('/auth/login?org=lintel');
  await logIn(page, email, OLD_PASSWORD);
  await expect(
    page.getByRole('alert').getByText('The email or password you entered is incorrect.'),
  ).toBeVisible();
  await checkA11y('old password refused');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 15_000 });
  await checkA11y('after login');
  await openEmail(page, email, /password was changed/, checkA11y);
});

test('verify email: the dashboard asks politely, the link from the dev mailbox confirms', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const email = await registerBorrower(page, 'verify');
  await page.goto('/auth/login?org=lintel&redirectUrl=%2Fdashboard');
  await checkA11y('login');
  await logIn(page, email, OLD_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const notice = page.getByRole('region', { name: 'Please confirm your email' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  await notice.getByRole('button', { name: 'Resend' }).click();
  await expect(notice.getByRole('status')).toHaveText(/We have sent you a new link/);
  await checkA11y('dashboard with the verify notice');
  await screenshots(page, 'dashboard-verify-notice');

  await openEmail(page, email, /Confirm your email/, checkA11y);
  await screenshots(page, 'dev-mailbox-verify-email');
  const href = await page
    .locator('.dev-mailbox__html')
    .getByRole('link', { name: 'Confirm your email' })
    .getAttribute('href');
  const url = new URL(href ?? '');
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await checkA11y('email confirmed');
  await screenshots(page, 'email-confirmed');
  await page.getByRole('link', { name: 'Continue to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please confirm your email' })).toHaveCount(0);
  await checkA11y('dashboard confirmed');
});
