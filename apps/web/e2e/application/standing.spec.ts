import type { Page } from '@playwright/test';
import { giveDisbursementAccount } from '@lintel/domain/api/endpoints/bank-actions';
import { verifyIncome } from '@lintel/domain/api/endpoints/income-actions';
import { offers as currentOffers } from '@lintel/domain/api/endpoints/applications';
import { selectOffer } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { WALLET_ACCOUNTS_PATH, walletAccountsSchema } from '@lintel/domain/shell-contracts/wallet';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerApi } from '../fixtures/borrower-api.ts';
import { borrowerAtOffers } from '../fixtures/borrower-at-offers.ts';
import { landOn, registerAs } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 16 "pages that agree" (decision 172): for a few states the server really reached, the dashboard, the
// application home, the progress sidebar and the page say the same thing, because each shows the one standing.

const shots = screenshotsIn('standing');
const ORG = 'prairie-lending';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Application progress' });

/** The sidebar's steps as a screen reader reads them: "Basic Info (completed)", … */
async function sidebarSteps(page: Page) {
  const items = await sidebar(page).getByRole('listitem').allTextContents();
  return items.map((text) => text.replace(/^[\d✓]/, '').trim());
}

/** The dashboard's entry of the application: the same headline, step and wait as the application's pages. */
async function expectDashboard(page: Page, headline: string, step: string, waitingOn: RegExp) {
  await page.goto('/dashboard');
  const item = page.getByRole('listitem').filter({ hasText: 'Application ID' }).first();
  await expect(item.getByText(headline, { exact: true })).toBeVisible();
  await expect(item.getByText(step, { exact: true })).toBeVisible();
  await expect(item.getByText(waitingOn)).toBeVisible();
}

async function notifications(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('jwt'));
  const response = await page.request.get(WALLET_ACCOUNTS_PATH, {
    headers: { authorization: `Bearer ${token ?? ''}`, 'x-org': ORG },
  });
  const [account] = walletAccountsSchema.parse(await response.json()).accounts;
  return account?.notifications ?? [];
}

test.describe('one standing read by every page (issue 16)', () => {
  test('Happy: the liens found, then "Your offers are ready" is read once the offer is accepted', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await registerAs(page, 'Happy', checkA11y);
    await landOn(page, /\/liens$/, checkA11y);
    // Issue 16: the liens the title search and the credit report found, for the borrower to confirm.
    const liens = page.getByRole('list', { name: 'Loans secured on your home' });
    await expect(liens.getByRole('listitem').first()).toContainText('First mortgage');
    await expect(liens.getByRole('listitem').first()).toContainText('Public records and your credit report');
    await expect(page.getByText(/the ones you told us about/)).toHaveCount(0);
    await expect(sidebar(page).locator('[aria-current="step"]')).toContainText('Select Offer');
    await expect(page.getByRole('region', { name: 'Your property' })).toContainText('Public record');
    await checkA11y('liens with the liens found');
    await shots(page, 'happy-liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/product\/select$/, checkA11y);
    // Once underwriting has valued the home, the card shows the value and where it came from.
    await expect(page.getByRole('region', { name: 'Your property' })).toContainText('Automated valuation');
    const base = new URL(page.url()).pathname.replace(/\/product\/select$/, '');
    const uuid = base.split('/').at(-1) ?? '';
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y('dashboard with offers ready');
    const api = await borrowerApi(page, uuid, ORG);
    const offersReady = (await notifications(page)).find((n) => n.title === 'Your offers are ready');
    expect(offersReady?.status).toBe('UNREAD');
    // The link opens the application, whose router goes where the standing says.
    expect(offersReady?.ctas[0]?.redirectPath).toBe(`/${uuid}`);

    const { offers } = (await api.call(currentOffers)) as {
      offers: { type: string; term: number; min: number }[];
    };
    const fixed = offers.find((o) => o.type === 'FIXED');
    await api.call(selectOffer, {
      data: { type: 'FIXED', term: fixed?.term, amount: fixed?.min, payType: 'MANUAL' },
    });
    await expect
      .poll(async () => (await notifications(page)).find((n) => n.title === 'Your offers are ready')?.status)
      .toBe('READ');
    // The old link no longer leads to the offers the application has left.
    await page.goto(`${base}`);
    await expect(page).toHaveURL(/\/start\/(profile|contact)$/);
    await expect(sidebar(page).locator('[aria-current="step"]')).toContainText('Provide More Info');
    await checkA11y('start page after the offer');
  });

  test('Bankfail: the bank account step is Verify Identity everywhere, and the bank page asks for another account', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base, api } = await borrowerAtOffers(page, 'Bankfail', checkA11y);
    await api.submit();
    await api.reach('INCOME_VERIFICATION');
    await api.call(verifyIncome, { data: await api.linkIncome() });
    await api.reach('DISBURSEMENT_ACCOUNT');
    await api.call(giveDisbursementAccount, {
      data: {
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'CHECKING',
        autopay: false,
      },
    });
    // The bank cannot verify the account: back to DISBURSEMENT_ACCOUNT after the verification wait.
    await expect.poll(api.step, { timeout: 30_000 }).toBe('DISBURSEMENT_ACCOUNT');

    const headline = 'We need the bank account your funds should go to.';
    await expectDashboard(page, headline, 'Step 5 of 7: Verify Identity', /^Waiting on: You\b/);
    await checkA11y('dashboard, bank failed');
    await shots(page, 'bankfail-dashboard');

    // bank/disburse is built (decision 186): the application opens on it, under the same step of the sidebar.
    await page.goto(base);
    await landOn(page, /\/bank\/(manual-)?disburse$/, checkA11y);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidebarSteps(page)).toEqual([
      'Basic Info (completed)',
      'Select Offer (completed)',
      'Provide More Info (completed)',
      'Link Income Sources (completed)',
      'Verify Identity (current step)',
      'Sign Documents (not started)',
      'Talk to eNotary (not started)',
    ]);
    await checkA11y('bank page, bank failed');
    await shots(page, 'bankfail-bank-page');
  });

  test('Lowincome: choosing again after income keeps the steps finished since done', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const { base, api } = await borrowerAtOffers(page, 'Lowincome', checkA11y);
    await api.submit();
    await api.reach('INCOME_VERIFICATION');
    await api.call(verifyIncome, { data: await api.linkIncome() });
    await api.reach('REVISED_OFFER_SELECTION');

    const headline = 'Verification changed your offer; please choose again.';
    await expectDashboard(page, headline, 'Step 2 of 7: Select Offer', /^Waiting on: You\./);
    await checkA11y('dashboard, revised offer');
    await shots(page, 'lowincome-dashboard');

    await page.goto(base);
    await expect(page).toHaveURL(/\/product\/select/);
    expect(await sidebarSteps(page)).toEqual([
      'Basic Info (completed)',
      'Select Offer (current step)',
      'Provide More Info (completed)',
      'Link Income Sources (completed)',
      'Verify Identity (not started)',
      'Sign Documents (not started)',
      'Talk to eNotary (not started)',
    ]);
    await checkA11y('product/select, revised offer');
    await shots(page, 'lowincome-product-select');
  });
});

test.describe('a signer sees only the signer area (spec 001 §6)', () => {
  for (const email of ['cosigner@lintel.test', 'codeeder@lintel.test']) {
    test(`${email}: the dashboard and the borrower's pages lead to the signer landing`, async ({
      page,
      checkA11y,
    }) => {
      await page.goto('/account/heloc/heloc-signer/login?org=lintel');
      await checkA11y('signer login');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill('Lintel-Demo-2026!');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/heloc-signer\/resume$/);
      await page.goto('/dashboard');
      await checkA11y('the dashboard opened by a signer');
      await expect(page).toHaveURL(/\/heloc-signer\/resume$/);
      await expect(page.getByRole('link', { name: /View application/ })).toHaveCount(0);
      await page.goto('/account/heloc/5e1d0000-0000-4000-8000-000000000001/liens');
      // What shows on the way (the loader while the application and identity load) is checked too.
      await checkA11y('a borrower page opened by a signer');
      await expect(page).toHaveURL(/\/heloc-signer\/resume$/);
      await expect(page.getByRole('button', { name: 'Confirm and see my offers' })).toHaveCount(0);
      await checkA11y('signer landing from the dashboard');
      await shots(page, `${email.split('@')[0]}-dashboard`);
    });
  }
});
