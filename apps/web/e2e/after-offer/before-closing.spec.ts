import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { E2E_JPEG_BASE64 } from '../fixtures/borrower-api.ts';
import { borrowerAtBankAccount } from '../fixtures/borrower-at-bank-account.ts';
import { closingCalls } from '../fixtures/closing-clock.ts';
import { landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// The two stops between the identity check and the closing documents (issue 17): the bank's review of a payout
// account (waitMerchant, decision 234) and the attestation of a recent credit inquiry (lienAttestation, decision 235).

const shoot = screenshotsIn('before-closing');
const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(E2E_JPEG_BASE64, 'base64'),
});

async function giveAccountWithAutopay(
  page: Page,
  account: string,
  checkA11y: (label?: string) => Promise<void>,
) {
  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await page.getByLabel('Checking').check();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Confirm the account number' }).fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/bank\/autopay$/);
  await page.getByLabel(/Automatically from the account ending/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await page.getByRole('button', { name: 'Confirm and verify account' }).click();
  await checkA11y('bank outcome');
  await page.getByRole('button', { name: 'Continue to verify your identity' }).click();
}

async function verifyIdentity(page: Page, checkA11y: (label?: string) => Promise<void>) {
  await landOn(page, /\/identity$/, checkA11y);
  await page.getByLabel("U.S. Driver's License").check();
  await page.getByTestId('document-front-input').setInputFiles(jpeg('license-front.jpg'));
  await page.getByRole('button', { name: 'Send the front' }).click();
  await expect(page.getByText('Front received')).toBeVisible();
  await page.getByTestId('document-back-input').setInputFiles(jpeg('license-back.jpg'));
  await page.getByRole('button', { name: 'Send the back' }).click();
  await expect(page.getByText('Back received')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a recent inquiry: page liens asks whether it led to new credit, then the closing documents', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await borrowerAtBankAccount(page, 'Inquiry', checkA11y);
  await giveAccountWithAutopay(page, '000123456789', checkA11y);
  await verifyIdentity(page, checkA11y);

  await landOn(page, /\/liens$/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Did you recently open new credit?' }),
  ).toBeVisible();
  await expect(page.getByText('Sandbox Mortgage Direct')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and see my offers' })).toHaveCount(0);
  await checkA11y('liens, attestation');
  await shoot(page, 'liens-attestation');

  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Tell us whether you opened new credit' })).toBeVisible();
  await checkA11y('liens, attestation with an error');
  await page.getByText('The loans we know are secured on your home').click();
  await expect(page.getByRole('list', { name: 'Loans secured on your home' })).toBeVisible();
  await checkA11y('liens, attestation with the loans shown');
  await shoot(page, 'liens-attestation-loans');

  await page.getByLabel(/Yes, I opened new credit/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await landOn(page, /\/review-app\/signdocs$/, checkA11y);
  await checkA11y('review-app/signdocs after the attestation');
});

test('a payout account still in review: the closing documents wait on page hold, then go on when it ends', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const at = await borrowerAtBankAccount(page, 'Happy', checkA11y);
  await giveAccountWithAutopay(page, '4400221111', checkA11y);
  await verifyIdentity(page, checkA11y);

  await landOn(page, /\/hold$/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are reviewing your bank account' }),
  ).toBeVisible();
  await expect(page.getByText('Your bank', { exact: true })).toBeVisible();
  await checkA11y('hold, bank review');
  await shoot(page, 'hold-bank-review');

  // The sandbox bank ends its review two minutes after the account was given; the sandbox clock skips the wait.
  expect(await closingCalls(at.api).clock('NEXT_EVENT')).toBe('CLOSING_DISCLOSURE_GENERATED');
  await landOn(page, /\/review-app\/signdocs$/, checkA11y);
  await checkA11y('review-app/signdocs after the review');
});
