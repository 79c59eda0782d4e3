import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

const PASSWORD = 'Lintel-Demo-2026!';
const screenshots = screenshotsIn('session');

const brands = [
  { code: 'lintel', email: 'demo@lintel.test' },
  { code: 'harbor-mortgage', email: 'demo@harbor.test' },
];

async function brandName(page: Page): Promise<string> {
  const json = await page.locator('#__LINTEL_ORG__').textContent();
  return (JSON.parse(json ?? '{}') as { orgBrand: { name: string } }).orgBrand.name;
}

for (const brand of brands) {
  test.describe(`${brand.code}: log in and out`, () => {
    test('starts at the start page, logs in to the dashboard, logs out', async ({ page, checkA11y }) => {
      await page.goto(`/?org=${brand.code}`);
      // A visitor's root is the lender's start page (decision 167); its Log in leads to login, then the dashboard.
      await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      const name = await brandName(page);
      await expect(page.getByRole('img', { name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page).toHaveTitle(`Log in - ${name}`);
      await checkA11y('login');
      await screenshots(page, `${brand.code}-login`);

      await page.getByLabel('Email address').fill(brand.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ })).toBeVisible();
      // The lintel demo borrower has a seeded application; the others have none.
      await expect(page.getByRole('heading', { level: 2, name: 'Your applications' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Account settings' })).toBeVisible();
      await checkA11y('dashboard');
      await screenshots(page, `${brand.code}-dashboard`);

      await page.getByRole('link', { name: 'Account settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
      await expect(page.getByText(brand.email)).toBeVisible();
      await checkA11y('settings');
      await page.getByRole('link', { name: 'Back to dashboard' }).click();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
      // The session is gone for real: the dashboard asks for login again.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/);
    });

    test('a wrong password shows the error summary', async ({ page, checkA11y }) => {
      await page.goto(`/auth/login?org=${brand.code}`);
      const name = await brandName(page);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toBeFocused();
      await expect(page.getByRole('link', { name: 'Please enter your email' })).toBeVisible();
      await expect(page).toHaveTitle(`Error: Log in - ${name}`);
      await checkA11y('login with validation errors');

      await page.getByLabel('Email address').fill(brand.email);
      await page.getByLabel('Password').fill('Not-The-Password-1!');
      await page.getByRole('button', { name: 'Log in' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toContainText('There is a problem');
      await expect(summary).toBeFocused();
      await expect(page).toHaveURL(/\/auth\/login/);
      expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
      await checkA11y('login with a refused password');
      await screenshots(page, `${brand.code}-login-error`);
    });
  });
}
