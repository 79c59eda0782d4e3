import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs } from '../fixtures/personas.ts';
import { borrowerApi } from './borrower-api.ts';

const ORG = 'prairie-lending';

test('Payoff: the title search finds a lien to pay off, and the borrower sees the payoff hold', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await registerAs(page, 'Payoff', checkA11y);
  await landOn(page, /\/liens$/, checkA11y);
  await checkA11y('liens');
  await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
  await landOn(page, /\/product\/select$/, checkA11y);
  await checkA11y('product/select');
  const base = new URL(page.url()).pathname.replace(/\/product\/select$/, '');
  const uuid = base.split('/').at(-1) ?? '';

  // An open application page follows every step the calls below make; the dashboard stays put meanwhile.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('dashboard');
  // Offer selection to identity verification have no pages yet: their calls, with the borrower's session.
  const api = await borrowerApi(page, uuid, ORG);
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
