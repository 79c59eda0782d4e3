import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs, screenshots } from '../fixtures/personas.ts';

type CheckA11y = (label?: string) => Promise<void>;

async function expectFocusedSummary(page: Page, message: string) {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: message })).toBeVisible();
}

test.describe('pre-offer branches: the persona lands on its page and goes on to offers', () => {
  test('Assets: asset depletion on product/assets, then offers', async ({ page, checkA11y }) => {
    test.setTimeout(180_000);
    await registerAs(page, 'Assets', checkA11y, { annualIncome: '90000' });
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/product\/assets$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tell us about your savings and investments' }),
    ).toBeVisible();
    await checkA11y('product/assets');
    await screenshots(page, 'product-assets');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFocusedSummary(page, 'Enter the total of your liquid assets');
    await expect(page).toHaveTitle(/^Error: /);
    await checkA11y('product/assets with an error');
    await screenshots(page, 'product-assets-error');

    await page.getByLabel('Total liquid assets').fill('250,000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await landOn(page, /\/product\/select$/, checkA11y);
    await checkA11y('product/select after asset depletion');
  });

  test('Noavm: the value estimate on bpo/estimate-value, then liens and offers', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await registerAs(page, 'Noavm', checkA11y);
    await landOn(page, /\/bpo\/estimate-value$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What do you think your home is worth?' }),
    ).toBeVisible();
    await expect(page.getByText(/costs \$180/)).toBeVisible();
    await checkA11y('bpo/estimate-value');
    await screenshots(page, 'bpo-estimate-value');

    await page.getByLabel("Your estimate of your home's value").fill('9000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFocusedSummary(page, 'Must be at least $15,000');
    await checkA11y('bpo/estimate-value with an error');

    await page.getByLabel("Your estimate of your home's value").fill('640000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens after the estimate');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/product\/select$/, checkA11y);
    await checkA11y('product/select on the estimate');
  });

  test('Appraisal: the onsite appraisal hold page', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Appraisal', checkA11y);
    await landOn(page, /\/hold$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'An appraiser needs to visit your home' }),
    ).toBeVisible();
    await expect(page.getByText('Waiting on')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What you can do' })).toBeVisible();
    await checkA11y('hold');
    await screenshots(page, 'hold-appraisal');
    await page.getByRole('button', { name: 'Check for updates' }).click();
    await expect(page).toHaveURL(/\/hold$/);
  });
});

/**
 * Steps another feature drives the application to (requalify after the hard pull, the Texas BPO after identity,
 * payoff after title): a real application, with the status answer (and the application's BPO facts) replaced in
 * the browser so each page is screenshotted in a steady state (the real journeys, in requalify-, texas-bpo- and
 * payoff-journey.spec.ts, pass the holds as fast as the jobs run), and a move the real step refuses is shown.
 */
async function withStep(page: Page, step: string, patch: (app: Record<string, unknown>) => void = () => {}) {
  await page.route('**/service-krang-heloc/borrower/secure/api/v1/*/status', (route) =>
    route.fulfill({ json: { step } }),
  );
  await page.route(/\/service-application\/api\/v1\/application\/heloc\/[0-9a-f-]{36}$/, async (route) => {
    const response = await route.fetch();
    const app = (await response.json()) as Record<string, unknown>;
    patch(app);
    await route.fulfill({ response, json: app });
  });
}

const texas = (bpo: string) => (app: Record<string, unknown>) => {
  // The server records whether the lender's policy sends this home to a BPO (decision 223); the pages follow that.
  app.property = { ...(app.property as object), state: 'TX', bpoStateRule: true };
  app.status = { ...(app.status as object), bpo };
};

async function applicationUrl(page: Page, checkA11y: CheckA11y) {
  await registerAs(page, 'Happy', checkA11y);
  await landOn(page, /\/liens$/, checkA11y);
  await checkA11y('liens');
  return new URL(page.url()).pathname.replace(/\/liens$/, '');
}

test('pages of steps other features reach: win-back, BPO questions and holds', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const base = await applicationUrl(page, checkA11y);
  const pages: [string, string, string, ((app: Record<string, unknown>) => void) | undefined, string][] = [
    ['REQUALIFY', 'product/prequal-winback', 'Your offer has changed', undefined, 'product-prequal-winback'],
    [
      'BPO_CONDITION',
      'bpo/condition',
      'What condition is your property in?',
      texas('BPO_REQUIRED'),
      'bpo-condition',
    ],
    ['BPO_ORDER', 'bpo/order-bpo', 'Order your home valuation', texas('UNKNOWN_BPO_STATUS'), 'bpo-order'],
    ['BPO_PROCESSING', 'bpo/hold', 'A broker is valuing your home', texas('BPO_PROCESSING'), 'bpo-hold'],
    ['PAYOFF_PENDING', 'payoff/hold', 'We are waiting for a payoff statement', undefined, 'payoff-hold'],
  ];
  for (const [step, path, heading, patch, shot] of pages) {
    await page.unrouteAll({ behavior: 'wait' });
    await withStep(page, step, patch);
    // Straight to the page: the step gate would move the browser elsewhere if the step did not lead here (the
    // step -> page table itself is unit-tested in apps/web/test/pre-offer/pre-offer-routing.test.ts).
    await page.goto(`${base}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${path}$`));
    await checkA11y(path);
    await screenshots(page, shot);
  }

  // The real server refuses a move the application's real step does not allow: the summary shows its message.
  await page.unrouteAll({ behavior: 'wait' });
  await withStep(page, 'REQUALIFY');
  await page.goto(`${base}/product/prequal-winback`);
  await page.getByLabel(/See my new offers/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('This action is not available at this step of the application');
  await expect(summary).toBeFocused();
  await checkA11y('product/prequal-winback with a server error');
});
