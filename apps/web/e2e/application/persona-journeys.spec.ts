import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { chooseAddress, uniqueEmail } from '../registration/registration-helpers.ts';

const SCREENSHOTS = new URL('../../../../.tmp/screenshots/application/', import.meta.url);
mkdirSync(SCREENSHOTS, { recursive: true });

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: new URL(`${name}-${width}.png`, SCREENSHOTS).pathname, fullPage: true });
  }
}

/** The classic two-page registration as a sandbox persona (picked by last name, docs/sandbox-scenarios.md). */
async function registerAs(page: Page, lastName: string, checkA11y: (label?: string) => Promise<void>) {
  await page.goto('/account/heloc/register?org=prairie-lending');
  await chooseAddress(page, '7484 Elm', /7484 Elm Street.*Chicago, IL/);
  await page.getByLabel('Primary residence').check();
  await page.getByLabel('No', { exact: true }).check();
  await page.getByLabel('Annual income', { exact: true }).fill('150000');
  await page.getByLabel('Employed full time').check();
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Date of birth').fill('02/03/1975');
  await checkA11y('register');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email address').fill(uniqueEmail(lastName.toLowerCase()));
  await page.getByLabel('Mobile phone number').fill('3125550188');
  await page.getByLabel('Password', { exact: true }).fill('Lintel-Persona-2026!');
  await page.getByLabel('Confirm password').fill('Lintel-Persona-2026!');
  await page.getByLabel('I agree to the Terms of Use and the Privacy Policy.').check();
  await page.getByLabel(/I agree to receive communications/).check();
  await page.getByLabel('I authorise the soft credit check described above.').check();
  await checkA11y('account setup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 30_000 });
  // The soft pull runs in the background: the home shows the wait (and is checked) until the step moves on.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (await page.getByRole('heading', { level: 1, name: 'Your application' }).isVisible()) {
    await checkA11y('home while waiting');
  }
}

/**
 * Waits out the background work (the home polls it) until the page the step names shows; the home, when it shows
 * on the way, is checked by axe like every page.
 */
async function landOn(page: Page, path: RegExp, checkA11y: (label?: string) => Promise<void>) {
  const deadline = Date.now() + 60_000;
  let homeChecked = false;
  while (!path.test(new URL(page.url()).pathname) && Date.now() < deadline) {
    const home = page.getByRole('heading', { level: 1, name: 'Your application' });
    if (!homeChecked && (await home.isVisible())) {
      await checkA11y('home while waiting');
      homeChecked = true;
    }
    await page.waitForTimeout(250);
  }
  await expect(page).toHaveURL(path);
}

test.describe('sandbox personas land on the page their server step names', () => {
  test('Nomatch gives an SSN on credit/social; the Decline SSN ends on error/decline', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await registerAs(page, 'Nomatch', checkA11y);
    await landOn(page, /\/credit\/social$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What is your Social Security number?' }),
    ).toBeVisible();
    await checkA11y('credit/social');
    await screenshots(page, 'credit-social');

    const ssn = page.getByLabel('What is your Social Security number?');
    await expect(ssn).toHaveAttribute('type', 'password');
    await ssn.fill('666201234');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The Decline persona's SSN: a pull, the liens, then underwriting declines.
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/error\/decline$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We cannot offer you a line of credit' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your rights' })).toContainText(
      'Equal Credit Opportunity Act',
    );
    await checkA11y('error/decline');
    await screenshots(page, 'error-decline');
  });

  test('Frozen: credit/error is a later page, so the home says where it stands', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Frozen', checkA11y);
    await expect(page.getByText('Your credit file is frozen.', { exact: false })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/This step cannot be completed online yet/)).toBeVisible();
    await checkA11y('home for a frozen credit file');
    await screenshots(page, 'home-credit-frozen');
  });
});
