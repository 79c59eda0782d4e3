import { expect, test } from '../fixtures/axe.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn } from '../fixtures/personas.ts';

test('Payoff: the title search finds a lien to pay off, and the borrower sees the payoff hold', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const { base, api } = await borrowerAtOffers(page, 'Payoff', checkA11y);
  // Offer selection to identity verification have no pages yet: their calls, with the borrower's session.
  await api.submit();
  await api.reach('INCOME_VERIFICATION');
  expect(await api.verifyIncomeBankAndIdentity()).toMatchObject({ step: 'WAITING_FOR_TITLE' });
  await api.reach('PAYOFF_PENDING');

  await page.goto(base);
  await landOn(page, /\/payoff\/hold$/, checkA11y);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are waiting for a payoff statement' }),
  ).toBeVisible();
  await expect(page.getByText('The holder of the debt, to send its payoff statement')).toBeVisible();
  await checkA11y('payoff/hold');
  // Nothing the borrower does moves a payoff wait: checking again keeps them here.
  await page.getByRole('button', { name: 'Check for updates' }).click();
  await expect(page).toHaveURL(/\/payoff\/hold$/);
});
