import { verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// A crypto-backed line (spec 001 §1, decision 239): the visit's utm_source=cloc marks it at registration (a cookie
// the server sets), and its only bank step is the autopay account on bank/autopay, then bank/confirm, then identity.

const shoot = screenshotsIn('crypto-autopay');

test('Crypto-backed: from the campaign link through bank/autopay and bank/confirm to identity', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.goto('/?org=lintel&utm_source=cloc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('start page from the campaign link');
  const campaign = (await page.context().cookies()).find((c) => c.name === 'lintel_campaign');
  expect(campaign).toMatchObject({ value: 'crypto', httpOnly: true, sameSite: 'Lax' });

  const { base, api } = await borrowerAtOffers(page, 'Cryptoline', checkA11y, { org: 'lintel' });
  // Offer to income have their own journeys: here the borrower's own calls, then the browser on the application.
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  await api.call(verifyIncome, { data: await api.linkIncome() });
  await api.reach('AUTOPAY_ACCOUNT');
  await page.goto(base);
  await checkA11y('home before routing');
  await landOn(page, /\/bank\/autopay$/, checkA11y);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Where should your monthly payments come from?' }),
  ).toBeVisible();
  await expect(page.getByText(/nothing is paid into a bank account/)).toBeVisible();
  await expect(page.getByText(/With autopay your rate is \d+\.\d{3}%/)).toBeVisible();
  await checkA11y('bank/autopay (crypto-backed)');
  await shoot(page, 'autopay');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await checkA11y('bank/autopay with errors');
  await shoot(page, 'autopay-errors');

  // Manual pay needs no account: its confirmation, then back to give the autopay account after all.
  await page.getByRole('button', { name: 'Pay each month myself' }).click();
  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check how you will pay' })).toBeVisible();
  await expect(page.getByText(/You pay each month yourself at \d+\.\d{3}%/)).toBeVisible();
  await checkA11y('bank/confirm, paying by hand');
  await shoot(page, 'confirm-manual');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/bank\/autopay$/);

  await page.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await expect(page.getByTestId('bank-name')).toHaveText('JPMorgan Chase Bank');
  await page.getByLabel('Checking').check();
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('000123456789');
  await page.getByRole('textbox', { name: 'Confirm the account number' }).fill('000123456789');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/bank\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your bank details' })).toBeVisible();
  const summary = page.locator('.summary-list');
  await expect(summary).toContainText('Autopay account');
  await expect(summary).toContainText('Checking account ending ••••6789');
  await expect(summary).not.toContainText('000123456789');
  await checkA11y('bank/confirm (crypto-backed)');
  await shoot(page, 'confirm');
  await page.getByRole('button', { name: 'Confirm and verify account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your bank account is verified' })).toBeVisible();
  await expect(
    page.getByText(/monthly payments will be taken from the account ending ••••6789 at JPMorgan Chase Bank/),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/paid into|send your funds/);
  await checkA11y('bank/confirm verified (crypto-backed)');
  await shoot(page, 'verified');
  await page.getByRole('button', { name: 'Continue to verify your identity' }).click();
  await landOn(page, /\/identity$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('identity after the autopay account');
  await shoot(page, 'identity');
});
