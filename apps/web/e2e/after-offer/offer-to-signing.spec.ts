import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { landOn, registerAs } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 17's happy path, the browser only: from the chosen offer through more information, HMDA, the summary and
// submission, income linked in the sandbox widget, the bank account with autopay and the ID, to the closing
// disclosure ("ready to sign"), every page checked by axe at phone width.

const shoot = screenshotsIn('offer-to-signing');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Application progress' });
const current = (page: Page) => sidebar(page).locator('[aria-current="step"]');
const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
});

test('Happy: from the chosen offer to the closing disclosure in the browser', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAs(page, 'Happy', checkA11y);
  await landOn(page, /\/liens$/, checkA11y);
  await checkA11y('liens');
  await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
  await landOn(page, /\/product\/select$/, checkA11y);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
  await checkA11y('product/select/confirm');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  const offerAccepted = Date.now();

  // Provide More Info: profile, phone, HMDA, the summary.
  await landOn(page, /\/start\/profile$/, checkA11y);
  await expect(current(page)).toContainText('Provide More Info');
  await page.getByLabel('In my name only').check();
  await page.getByLabel('Unmarried').check();
  await page.getByLabel('Social Security number', { exact: true }).fill('123456789');
  await page.getByLabel('I authorize the full credit check described above.').check();
  await checkA11y('start/profile');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/start\/contact$/);
  await checkA11y('start/contact');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await landOn(page, /\/start\/hmda$/, checkA11y);
  // The address moves on before start/hmda's code is here: until its notice shows, start/contact's "Save and
  // continue" is still on screen, and a bare 'Continue' would match it.
  await expect(page.getByRole('heading', { level: 1, name: 'Demographic information' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  for (const question of ['What is your ethnicity?', 'What is your race?', 'What is your sex?']) {
    const group = page.getByRole('group', { name: question });
    await expect(group).toBeVisible();
    await group.getByLabel('I do not wish to provide this information').check();
    await checkA11y(question);
    await page.getByRole('button', { name: /^(Continue|Save and continue)$/ }).click();
  }
  await landOn(page, /\/start\/app-summary$/, checkA11y);
  await page.getByLabel(/I have received/).check();
  await page.getByLabel(/I certify that the information in my application is true/).check();
  await checkA11y('start/app-summary');
  await page.getByRole('button', { name: 'Sign and submit application' }).click();

  // Link Income Sources: the payroll account through the sandbox widget (user_good: the persona's own income).
  await landOn(page, /\/income\/review$/, checkA11y);
  await expect(current(page)).toContainText('Link Income Sources');
  await expect(sidebar(page).getByRole('listitem').filter({ hasText: 'Provide More Info' })).toContainText(
    'completed',
  );
  await page.getByLabel('Connect my payroll account').check();
  await checkA11y('income/review');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/income\/link\/PAYROLL$/);
  await checkA11y('income/link/PAYROLL');
  await page.getByRole('button', { name: /^Connect your/ }).click();
  const widget = page.getByRole('dialog');
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Search').fill('Sandbox');
  await widget.getByRole('button', { name: 'Sandbox Payroll Services' }).click();
  await widget.getByLabel('Username').fill('user_good');
  await widget.getByLabel('Password').fill('pass_good');
  await widget.getByRole('button', { name: 'Submit' }).click();
  await expect(widget.getByText(/account is connected/)).toBeVisible();
  await checkA11y('the link widget, connected');
  await widget.getByRole('button', { name: 'Continue' }).click();

  // Verify Identity: the bank account with autopay, then the ID.
  await landOn(page, /\/bank\/disburse$/, checkA11y);
  await expect(current(page)).toContainText('Verify Identity');
  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await expect(page.getByTestId('bank-name')).toHaveText('JPMorgan Chase Bank');
  await page.getByLabel('Checking').check();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await page.getByRole('textbox', { name: 'Confirm the account number' }).fill('000123456789');
  await checkA11y('bank/disburse');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await page.getByLabel(/Automatically from the account ending ••••6789/).check();
  await checkA11y('bank/autopay');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await checkA11y('bank/confirm');
  await page.getByRole('button', { name: 'Confirm and verify account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your bank account is verified' })).toBeFocused();
  await expect(page.locator('body')).not.toContainText('000123456789');
  await checkA11y('bank verified');
  await page.getByRole('button', { name: 'Continue to verify your identity' }).click();

  await landOn(page, /\/identity$/, checkA11y);
  await page.getByLabel("U.S. Driver's License").check();
  await page.getByTestId('document-front-input').setInputFiles(jpeg('license-front.jpg'));
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await page.getByTestId('document-back-input').setInputFiles(jpeg('license-back.jpg'));
  await page.getByRole('button', { name: 'Send the back' }).click();
  await expect(page.getByText('Back received')).toBeVisible();
  await checkA11y('identity');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Title, then the closing disclosure: ready to sign. Its page comes with the closing issue; the home stands in.
  await expect(sidebar(page).getByRole('listitem').filter({ hasText: 'Verify Identity' })).toContainText(
    'completed',
    { timeout: 60_000 },
  );
  await expect(current(page)).toContainText('Sign Documents');
  await checkA11y('the application, ready to sign');
  await shoot(page, 'home-ready-to-sign');
  await page.goto('/dashboard');
  await expect(page.getByText(/ready for you to sign|sign your closing/i).first()).toBeVisible({
    timeout: 60_000,
  });
  await checkA11y('dashboard, ready to sign');
  await shoot(page, 'dashboard-ready-to-sign');
  console.log(
    `offer accepted to ready to sign: ${((Date.now() - offerAccepted) / 1000).toFixed(1)} s in the browser`,
  );
});
