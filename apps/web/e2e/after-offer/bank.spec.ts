import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtBankAccount } from '../fixtures/borrower-at-bank-account.ts';
import { landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// The bank pages (issue 17, decision 186) from a borrower at DISBURSEMENT_ACCOUNT, on the real server with the bank
// sandbox: an account ending 1111 is PENDING_REVIEW, 9999 FAILED_VERIFICATION, any other VERIFIED.

const shoot = screenshotsIn('bank-pages');

async function giveAccount(page: Page, account: string, routing = '021000021') {
  await page.getByRole('textbox', { name: 'Routing number' }).fill(routing);
  // As a borrower reads it: the bank named beneath the number before going on (on a loaded machine the lookup
  // answers after a click that comes at once).
  await expect(page.getByTestId('bank-name')).toHaveText(/^(?!Looking up)./);
  await page.getByLabel('Checking').check();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Confirm the account number' }).fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function chooseAndConfirm(page: Page, mode: RegExp, checkA11y: (label?: string) => Promise<void>) {
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await checkA11y('bank/autopay');
  await page.getByLabel(mode).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your bank details' })).toBeVisible();
  await checkA11y('bank/confirm');
  await page.getByRole('button', { name: 'Confirm and verify account' }).click();
}

test('Verified: the bank named, the fields checked, autopay at its discounted rate, confirmed, on to identity', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base } = await borrowerAtBankAccount(page, 'Happy', checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Where should we send your funds?' }),
  ).toBeVisible();
  await checkA11y('bank/disburse');
  await shoot(page, 'disburse');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000022');
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await page.getByRole('textbox', { name: 'Confirm the account number' }).fill('000123456780');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert');
  await expect(
    summary.getByRole('link', { name: 'Please enter a valid 9-digit routing number' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: "Account numbers don't match" })).toBeVisible();
  await expect(summary).toBeFocused();
  await checkA11y('bank/disburse with errors');
  await shoot(page, 'disburse-errors');

  await page.getByRole('textbox', { name: 'Routing number' }).fill('123456780');
  await expect(page.getByTestId('bank-name')).toContainText('We could not name the bank');
  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await expect(page.getByTestId('bank-name')).toHaveText('JPMorgan Chase Bank');
  await giveAccount(page, '000123456789');

  await expect(
    page.getByText(/Your rate: \d+\.\d{3}% with autopay\. Autopay takes \d\.\d{3}% off/),
  ).toBeVisible();
  await shoot(page, 'autopay');
  await chooseAndConfirm(page, /Automatically from the account ending ••••6789/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Your bank account is verified' })).toBeFocused();
  await expect(page.getByText(/account ending ••••6789 at JPMorgan Chase Bank/)).toBeVisible();
  await expect(page.locator('body')).not.toContainText('000123456789');
  await checkA11y('bank/confirm verified');
  await shoot(page, 'outcome-verified');

  await page.getByRole('button', { name: 'Continue to verify your identity' }).click();
  await landOn(page, new RegExp(`${base}/identity$`), checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await checkA11y('identity');
});

test('Pending review (…1111): paying by hand, the review explained with who it waits on, and on to identity', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await borrowerAtBankAccount(page, 'Happy', checkA11y);
  await checkA11y('bank/disburse');
  await giveAccount(page, '4400221111');
  await chooseAndConfirm(page, /I will pay each month myself/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are reviewing your bank account' }),
  ).toBeVisible();
  await expect(page.getByText('Usually 1 to 2 business days')).toBeVisible();
  await expect(page.getByText(/You pay each month yourself at \d+\.\d{3}%/)).toBeVisible();
  await checkA11y('bank/confirm pending review');
  await shoot(page, 'outcome-pending-review');
  await page.getByRole('button', { name: 'Continue to verify your identity' }).click();
  await landOn(page, /\/identity$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await checkA11y('identity');
});

test('Failed (…9999): what to do next, another account on bank/manual-disburse, then verified', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await borrowerAtBankAccount(page, 'Happy', checkA11y);
  await checkA11y('bank/disburse');
  await giveAccount(page, '4400229999');
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await page.getByLabel(/Automatically from/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your bank details' })).toBeVisible();
  await checkA11y('bank/confirm');
  await shoot(page, 'confirm');
  await page.getByRole('button', { name: 'Confirm and verify account' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not verify your bank account' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What to do next' })).toBeVisible();
  await checkA11y('bank/confirm failed');
  await shoot(page, 'outcome-failed');
  await page.getByRole('link', { name: 'Give another account' }).click();
  await expect(page).toHaveURL(/\/bank\/manual-disburse$/);
  await expect(page.getByRole('note')).toContainText('We could not verify the account ending ••••9999.');
  await checkA11y('bank/manual-disburse');
  await shoot(page, 'manual-disburse');

  // A reload keeps the borrower at the step, and bank/disburse says why too.
  await page.reload();
  await expect(page.getByRole('note')).toContainText('••••9999');
  await giveAccount(page, '000123456789', '256074974');
  await chooseAndConfirm(page, /Automatically from/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Your bank account is verified' })).toBeVisible();
  await expect(page.getByText(/at Navy Federal Credit Union/)).toBeVisible();
});
