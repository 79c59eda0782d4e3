import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 19, decision 230: the borrower removes a signer who has not signed; the signer's area then shows it
// cancelled, and their invitation link opens nothing.

const shoot = screenshotsIn('signers');
const PASSWORD = 'Signer-Pass-2026!';

async function invitationLink(page: Page, email: string, org: string) {
  await page.goto(`/dev/mailbox?org=${org}`);
  const message = page
    .getByRole('navigation', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: email });
  await expect(message.first()).toBeVisible({ timeout: 20_000 });
  await message.first().click();
  const href = await page
    .locator('.dev-mailbox__html')
    .getByRole('link', { name: 'Accept the invitation' })
    .getAttribute('href');
  const url = new URL(href ?? '');
  return url.pathname + url.search;
}

test('the borrower removes a signer, whose area then reads cancelled', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const at = await borrowerAtOffers(page, 'Happy', checkA11y);
  const org = 'prairie-lending';
  const email = `removed.owner.${Date.now()}@example.test`;

  await page.goto(`${at.base}/signers`);
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Owner who signs the deed only').check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Invited, not yet accepted', { exact: true })).toBeVisible();

  // The signer accepts in a browser of their own.
  const signerContext = await browser.newContext();
  const signer = await signerContext.newPage();
  const link = await invitationLink(signer, email, org);
  await signer.goto(link);
  await signer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signer.getByLabel('Confirm password').fill(PASSWORD);
  await signer.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(signer.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  const signerPage = new URL(signer.url());

  // The borrower removes them, asked first; keeping them closes the question without a change.
  await page.reload();
  await expect(page.getByText('Accepted; identity not yet verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Jordan Owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Jordan Owner?' });
  await expect(dialog).toBeVisible();
  await checkA11y('signers: remove, asked');
  await shoot(page, 'borrower-remove-signer', async () => {
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Remove Jordan Owner' }).click();
  });
  await dialog.getByRole('button', { name: 'Keep Jordan' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Remove Jordan Owner' }).click();
  await dialog.getByRole('button', { name: 'Yes, remove Jordan' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Jordan Owner was removed and can no longer sign.' }),
  ).toBeVisible();
  await expect(page.getByText('Jordan Owner', { exact: true })).toHaveCount(0);
  await checkA11y('signers: removed');
  await shoot(page, 'borrower-signer-removed');

  // The removed signer's pages show the cancelled page; the link opens nothing.
  await signer.goto(signerPage.pathname + signerPage.search);
  await expect(signer.getByRole('heading', { level: 1, name: 'This signing is cancelled' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(signer).toHaveURL(/\/heloc-signer\/cancelled/);
  await signerContext.close();
});
