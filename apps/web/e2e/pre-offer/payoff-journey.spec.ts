import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn } from '../fixtures/personas.ts';

test('Payoff: the title search finds a lien to pay off, and the borrower sees the payoff hold', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base, api } = await borrowerAtOffers(page, 'Payoff', checkA11y);
  // The steps from the offer to identity, by the borrower's own calls (their pages have journeys of their own).
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  expect(await api.verifyIncomeBankAndIdentity()).toMatchObject({ step: 'WAITING_FOR_TITLE' });
  await api.reach('PAYOFF_PENDING');

  await page.goto(base);
  await landOn(page, /\/payoff\/hold$/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are waiting for a payoff statement' }),
  ).toBeVisible();
  // Who it waits on and how long: the standing's words (decision 172), as the home and the dashboard say them.
  await expect(page.getByText('Waiting on').locator('xpath=following-sibling::dd')).toHaveText(
    /holder of the debt/i,
  );
  await expect(page.getByText('Usually 3 to 5 business days')).toBeVisible();
  await checkA11y('payoff/hold');
  // Nothing the borrower does moves a payoff wait: checking again keeps them here.
  await page.getByRole('button', { name: 'Check for updates' }).click();
  await expect(page).toHaveURL(/\/payoff\/hold$/);
});
