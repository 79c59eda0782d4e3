import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtIncome } from '../fixtures/borrower-at-income.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 17, income (decisions 113 and 182): from INCOME_VERIFICATION the borrower chooses how to verify income, links
// an account in the sandbox link widget (institution search, sandbox users, a code, an OAuth institution's round
// trip through /plaid-oauth-success), and the server's outcome moves the application: matched to the bank account,
// lower to product/select with the revised offers, an unlisted employer to income/employer-verification.

const shots = screenshotsIn('income-pages');

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Application progress' });
const widget = (page: Page) => page.getByRole('dialog');

/** On income/link/{type}: opens the widget and signs in at `institution` as `username`. */
async function linkAs(
  page: Page,
  checkA11y: (label?: string) => Promise<void>,
  institution: string,
  username: string,
  password = 'pass_good',
) {
  await page.getByRole('button', { name: /^Connect your/ }).click();
  await expect(widget(page).getByRole('heading', { name: /^Connect your/ })).toBeVisible();
  await widget(page).getByRole('button', { name: 'Continue' }).click();
  await widget(page)
    .getByLabel('Search')
    .fill(institution.split(' ')[0] ?? institution);
  await widget(page).getByRole('button', { name: institution }).click();
  await widget(page).getByLabel('Username').fill(username);
  await widget(page).getByLabel('Password').fill(password);
  await widget(page).getByRole('button', { name: 'Submit' }).click();
  await checkA11y(`widget after the sign-in as ${username}`);
}

test.describe('income verification (issue 17)', () => {
  test('Happy: income/review, the bank link with a code, matched -> the bank account step', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base } = await borrowerAtIncome(page, 'Happy', checkA11y);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How would you like to verify your income?',
    );
    await expect(sidebar(page).locator('[aria-current="step"]')).toContainText('Link Income Sources');
    // Every wait says who it waits on and how long (the standing, decision 172).
    await expect(page.getByText('Waiting on').locator('xpath=following-sibling::dd')).toHaveText('You');
    await expect(page.getByText('Expected time').locator('xpath=following-sibling::dd')).toHaveText(
      'About 10 minutes of your time',
    );
    await checkA11y('income/review');
    await shots(page, 'income-review');

    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    await expect(
      summary.getByRole('link', { name: 'Please choose how to verify your income' }),
    ).toBeVisible();
    await checkA11y('income/review with an error');
    await shots(page, 'income-review-error');

    await page.getByLabel('Connect the bank account my pay goes into').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/income\/link\/BANK$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Connect the bank account your pay goes into',
    );
    await checkA11y('income/link/BANK');
    await shots(page, 'income-link-bank');

    await page.getByRole('button', { name: 'Connect your bank account' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Connect your bank' })).toBeVisible();
    await checkA11y('widget consent');
    await shots(page, 'widget-consent');
    await widget(page).getByRole('button', { name: 'Continue' }).click();
    await expect(widget(page).getByRole('button', { name: 'Platypus OAuth Bank' })).toBeVisible();
    await widget(page).getByLabel('Search').fill('tart');
    await expect(widget(page).getByRole('listitem')).toHaveText(['Tartan Bank']);
    await widget(page).getByLabel('Search').fill('platypus');
    await checkA11y('widget institution search');
    await shots(page, 'widget-search');
    await widget(page).getByRole('button', { name: 'First Platypus Bank' }).click();
    await widget(page).getByLabel('Username').fill('user_good');
    await widget(page).getByLabel('Password').fill('wrong');
    await widget(page).getByRole('button', { name: 'Submit' }).click();
    await expect(widget(page).getByRole('alert')).toHaveText(
      'The username or password you entered is not correct. Please try again.',
    );
    await checkA11y('widget wrong password');
    await shots(page, 'widget-credentials-error');
    await widget(page).getByLabel('Password').fill('mfa_device');
    await widget(page).getByRole('button', { name: 'Submit' }).click();
    await expect(widget(page).getByRole('heading', { name: 'Enter your security code' })).toBeVisible();
    await widget(page).getByLabel('Security code').fill('1234');
    await checkA11y('widget code');
    await shots(page, 'widget-mfa');
    await widget(page).getByRole('button', { name: 'Submit' }).click();
    await expect(widget(page).getByText('Your First Platypus Bank account is connected.')).toBeVisible();
    await checkA11y('widget success');
    await shots(page, 'widget-success');
    await widget(page).getByRole('button', { name: 'Continue' }).click();

    // Matched: on to the bank account (DISBURSEMENT_ACCOUNT; the home stands in until bank/disburse is built).
    await expect(page).toHaveURL(new RegExp(`${base}(/bank/disburse)?$`), { timeout: 30_000 });
    await expect(
      sidebar(page).getByRole('listitem').filter({ hasText: 'Link Income Sources' }),
    ).toContainText('completed');
    await checkA11y('after matched income');
  });

  test('Lowincome: a lower verified income returns to product/select with the revised offers', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await borrowerAtIncome(page, 'Lowincome', checkA11y);
    await page.getByLabel('Connect my payroll account').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/income\/link\/PAYROLL$/);
    await checkA11y('income/link/PAYROLL');
    await shots(page, 'income-link-payroll');
    await linkAs(page, checkA11y, 'Sandbox Payroll Services', 'user_good');
    await widget(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/product\/select\?origin=signing%2Fintro&decision=VERIFIED_OFFER$/, {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'Your offers have changed' })).toBeVisible();
    await expect(sidebar(page).locator('[aria-current="step"]')).toContainText('Select Offer');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 30_000 });
    await checkA11y('product/select, revised offer');
    await shots(page, 'product-select-revised');
  });

  test('user_employer: the employer form, its errors, then on to the bank account', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base } = await borrowerAtIncome(page, 'Morrow', checkA11y);
    await page.goto(`${base}/income/link/PAYROLL`);
    await checkA11y('income/link/PAYROLL');
    await linkAs(page, checkA11y, 'Northwind Payroll', 'user_employer');
    await widget(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/income\/employer-verification$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your employer');
    await expect(page.getByText('Waiting on').locator('xpath=following-sibling::dd')).toHaveText('You');
    await checkA11y('income/employer-verification');
    await shots(page, 'employer-verification');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: 'Please enter your employer' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Please enter a valid phone number' })).toBeVisible();
    await checkA11y('employer form errors');
    await shots(page, 'employer-verification-errors');
    await page.getByLabel('Employer name').fill('Morrow & Daughters Hardware');
    await page.getByLabel('Employer phone number').fill('3125550199');
    await page.getByLabel('Job title').fill('Store manager');
    await page.getByLabel('Start date').fill('2016-04-01');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}(/bank/disburse)?$`), { timeout: 30_000 });
    await checkA11y('after the employer details');
  });

  test('OAuth: a payroll provider with nothing found returns to pointserv-callback; a bank through /plaid-oauth-success', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base } = await borrowerAtIncome(page, 'Happy', checkA11y);
    const uuid = base.split('/').at(-1) ?? '';

    // Payroll, nothing found: back through income/pointserv-callback to income/review, which says so.
    await page.goto(`${base}/income/link/PAYROLL`);
    await checkA11y('income/link/PAYROLL');
    await page.getByRole('button', { name: 'Connect your payroll account' }).click();
    await widget(page).getByRole('button', { name: 'Continue' }).click();
    await widget(page).getByRole('button', { name: 'Pointserv Payroll Connect' }).click();
    await checkA11y('widget OAuth hand-off');
    await shots(page, 'widget-oauth');
    await widget(page).getByRole('button', { name: 'Continue to Pointserv Payroll Connect' }).click();
    await expect(page).toHaveURL(/\/sandbox-link\/oauth\?institution=pay_100004/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Pointserv Payroll Connect');
    await checkA11y('sandbox institution sign-in');
    await shots(page, 'sandbox-institution');
    await page.getByLabel('Username').fill('user_not_found');
    await page.getByLabel('Password').fill('pass_good');
    await page.getByRole('button', { name: 'Sign in and authorize' }).click();
    await page.waitForURL(/\/income\/pointserv-callback\?oauth_state_id=/);
    await checkA11y('income/pointserv-callback');
    await expect(page).toHaveURL(/\/income\/review\?outcome=NOT_FOUND/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { name: 'We could not find your income in that account' }),
    ).toBeVisible();
    await checkA11y('income/review, nothing found');
    await shots(page, 'income-review-not-found');

    // The bank's OAuth sign-in returns to /account/heloc/plaid-oauth-success, which reads heloc_uuid.
    await page.getByRole('link', { name: 'Connect a bank account' }).click();
    await expect(page).toHaveURL(/\/income\/link\/BANK$/);
    await checkA11y('income/link/BANK');
    await page.getByRole('button', { name: 'Connect your bank account' }).click();
    await widget(page).getByRole('button', { name: 'Continue' }).click();
    await widget(page).getByRole('button', { name: 'Platypus OAuth Bank' }).click();
    await widget(page).getByRole('button', { name: 'Continue to Platypus OAuth Bank' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('heloc_uuid'))).toBe(uuid);
    await page.getByLabel('Username').fill('user_good');
    await page.getByLabel('Password').fill('pass_good');
    const returned = page.waitForURL(/\/account\/heloc\/plaid-oauth-success\?oauth_state_id=/);
    await page.getByRole('button', { name: 'Sign in and authorize' }).click();
    await returned;
    await checkA11y('plaid-oauth-success');
    await expect(page).toHaveURL(new RegExp(`${base}(/bank/disburse)?$`), { timeout: 30_000 });
    await checkA11y('after the OAuth round trip');
  });

  test('user_partial asks for a paystub; choosing to upload opens the upload page', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base } = await borrowerAtIncome(page, 'Happy', checkA11y);
    await page.goto(`${base}/income/link/BANK`);
    await checkA11y('income/link/BANK');
    await linkAs(page, checkA11y, 'Tartan Bank', 'user_partial');
    await widget(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/income\/review\?outcome=PARTIAL&paystubs=1$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'We found part of your income' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('To verify the rest, please upload your most recent paystub.')).toBeVisible();
    await checkA11y('income/review, partial');
    await shots(page, 'income-review-partial');
    await page.goto(`${base}/income/review`);
    await expect(page.getByRole('heading', { name: 'Your paystub is still needed' })).toBeVisible();
    await checkA11y('income/review, paystub needed');
    await page.getByLabel('Upload my paystubs').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/income\/upload\/MANUAL_PAYSTUB$/, { timeout: 30_000 });
  });
});
