import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerByApi } from '../fixtures/borrower-by-api.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 21: each lender prices on its own rate sheet. The same applicant (name, income, the same home in Maine)
// applies at Lintel and at Harbor Mortgage and sees each lender's own offers, each naming its sheet.
const screenshots = screenshotsIn('pricing');

async function offersPage(page: Page, org: string, checkA11y: (label?: string) => Promise<void>) {
  const borrower = await borrowerByApi(page, org, checkA11y, 'Borrower', 'harbor-mortgage');
  await borrower.atOffers();
  await page.goto(`${borrower.base}/product/select`);
  await expect(page.getByRole('group', { name: 'Term' })).toBeVisible();
  await checkA11y(`${org} offers`);
  return borrower;
}

const termsShown = (page: Page) => page.locator('.offer-card__term').allTextContents();

test('the same applicant gets each lender’s own offers, and each lender advertises its own range', async ({
  page,
  checkA11y,
}) => {
  // A visitor (before signing in) reads each lender's own ranges on its start page.
  await page.goto('/?org=harbor-mortgage');
  await expect(page.getByRole('main').locator('dl')).toContainText('APR7.60% to 16.70%');
  await page.goto('/?org=lintel');
  await expect(page.getByRole('main').locator('dl')).toContainText('APR7.60% to 17.20%');

  await offersPage(page, 'lintel', checkA11y);
  expect(await termsShown(page)).toEqual(['10 years', '15 years', '20 years', '30 years']);
  await expect(page.getByTestId('pricing-version')).toHaveText(
    'Rates and terms from rate sheet standard-2026-01.',
  );
  await screenshots(page, 'lintel-offers');

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await offersPage(page, 'harbor-mortgage', checkA11y);
  // Harbor: shorter terms only, on its own sheet.
  expect(await termsShown(page)).toEqual(['10 years', '15 years']);
  await expect(page.getByTestId('pricing-version')).toHaveText(
    'Rates and terms from rate sheet harbor-2026-01.',
  );
  await screenshots(page, 'harbor-offers');
});
