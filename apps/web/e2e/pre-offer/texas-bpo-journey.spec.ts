import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn, screenshots } from '../fixtures/personas.ts';

test('Texas: property condition, the BPO order with its cost, the broker hold, then the final offer', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  // Prairie Lending does not lend in Texas; Lintel does (docs/sandbox-scenarios.md: any Texas property needs a BPO).
  const { base, api } = await borrowerAtOffers(page, 'Tejano', checkA11y, {
    org: 'lintel',
    home: { street1: '1297 Ridge Road', city: 'Austin', state: 'TX', zip: '78701' },
  });
  // Offer selection to identity verification have no pages yet: their calls, with the borrower's session.
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  expect(await api.verifyIncomeBankAndIdentity()).toMatchObject({ step: 'BPO_CONDITION' });

  await page.goto(base);
  await landOn(page, /\/bpo\/condition$/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'What condition is your property in?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Select the condition of your property' })).toBeVisible();
  await checkA11y('bpo/condition with an error');
  await screenshots(page, 'bpo-condition-error');
  await page.getByLabel(/^Good/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await landOn(page, /\/bpo\/order-bpo$/, checkA11y);
  await expect(page.getByRole('heading', { level: 1, name: 'Order your home valuation' })).toBeVisible();
  await checkA11y('bpo/order-bpo');
  await page.getByRole('button', { name: 'Order valuation' }).click();
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Confirm that you agree to pay for the property valuation' }),
  ).toBeVisible();
  await checkA11y('bpo/order-bpo with an error');
  await page.getByLabel('I agree to pay $180 for the valuation of my home').check();
  await page.getByRole('button', { name: 'Order valuation' }).click();

  // The broker's first answer is "processing": the hold page shows until the job's retry finds it complete.
  await landOn(page, /\/bpo\/hold$/, checkA11y);
  await checkA11y('bpo/hold');
  await api.reach('FINAL_OFFER');
  // FINAL_OFFER leads to signing/intro (issue 18).
  await landOn(page, new RegExp(`${base}/signing/intro$`), checkA11y);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('signing/intro at the final offer');
  await screenshots(page, 'signing-intro-texas');
});
