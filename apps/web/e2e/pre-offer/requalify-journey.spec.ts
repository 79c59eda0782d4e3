import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn, screenshots } from '../fixtures/personas.ts';

test('Requalify: the hard pull prices lower, the borrower sees the win-back page and chooses again', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base, api } = await borrowerAtOffers(page, 'Requalify', checkA11y);
  // Offer, more info, HMDA, summary and submission have no pages yet: their calls, with the borrower's session.
  await api.submit();
  await api.reach('REQUALIFY');
  await page.goto(base);
  await landOn(page, /\/product\/prequal-winback$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Your offer has changed' })).toBeVisible();
  await expect(page.getByText('The offer you chose')).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2} over \d+ years at [\d.]+%$/)).toBeVisible();
  await checkA11y('product/prequal-winback');
  await screenshots(page, 'product-prequal-winback-real');

  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Select whether to see your new offers or withdraw your application' }),
  ).toBeVisible();
  await checkA11y('product/prequal-winback with an error');
  await screenshots(page, 'product-prequal-winback-error');

  await page.getByLabel(/See my new offers/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // WAITING_FOR_UNDERWRITING re-prices on the hard pull, then REVISED_OFFER_SELECTION is product/select again.
  await landOn(page, /\/product\/select$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('product/select with revised offers');
});
