import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Decision 230: where the borrower gives a signer's mobile and their consent, the invitation also goes by text,
// through the one outbox; the sandbox's texts are read in the dev mailbox, marked as text messages.

const shoot = screenshotsIn('signers');

test('an invitation by text shows in the dev mailbox, marked as a text message', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const at = await borrowerAtOffers(page, 'Happy', checkA11y);
  const email = `texted.owner.${Date.now()}@example.test`;
  const mobile = `(312) 555-${String(Date.now() % 10_000)
    .padStart(4, '0')
    .replace(/0199$/, '0198')}`;

  await page.goto(`${at.base}/signers`);
  await page.getByLabel('First name').fill('Taylor');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number (optional)').fill(mobile);
  await page.getByLabel('They agreed to receive text messages about this application').check();
  await page.getByLabel('Co-borrower on the line of credit').check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Invited, not yet accepted', { exact: true })).toBeVisible();
  await checkA11y('signers with a texted invitation');

  await page.goto('/dev/mailbox?org=prairie-lending');
  const digits = mobile.replace(/\D/g, '');
  const text = page
    .getByRole('navigation', { name: 'Messages' })
    .getByRole('link')
    .filter({ hasText: digits });
  await expect(text.first()).toBeVisible({ timeout: 20_000 });
  await expect(text.first()).toContainText('Text message');
  await text.first().click();
  await expect(page.getByRole('heading', { level: 3, name: 'The text message' })).toBeVisible();
  await expect(page.locator('.dev-mailbox__text')).toContainText(
    'Prairie Lending: Morgan asks you to sign for a home equity line of credit.',
  );
  await checkA11y('dev mailbox: a text message');
  await shoot(page, 'dev-mailbox-text-message');
});
