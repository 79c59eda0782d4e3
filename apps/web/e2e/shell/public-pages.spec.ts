import { expect, test } from '../fixtures/axe.ts';

test('the coming-soon page needs no login', async ({ page, checkA11y }) => {
  await page.goto('/coming-soon?org=summit-home-loans');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  await checkA11y();
});

test('an unknown page says so', async ({ page, checkA11y }) => {
  await page.goto('/no-such-page?org=prairie-lending');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await checkA11y();
});

test('a referral-only lender does not take applications at the root', async ({ page, checkA11y }) => {
  await page.goto('/?org=keystone-referral');
  await expect(
    page.getByRole('heading', { level: 1, name: /is not accepting applications here$/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/\?org=keystone-referral$/);
  await checkA11y();
});

test('a deep link that needs a session asks for login, then goes back there', async ({ page, checkA11y }) => {
  await page.goto('/dashboard/settings?org=lintel');
  // The whole path comes back, query included.
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard%2Fsettings%3Forg%3Dlintel$/);
  await checkA11y();
  await page.getByLabel('Email address').fill('demo@lintel.test');
  await page.getByLabel('Password').fill('Lintel-Demo-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?org=lintel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await checkA11y();
});

test('a redirectUrl to another site is ignored', async ({ page, checkA11y }) => {
  await page.goto('/auth/login?org=lintel&redirectUrl=%2F%2Fevil.example%2Fx');
  await checkA11y();
  await page.getByLabel('Email address').fill('demo@lintel.test');
  await page.getByLabel('Password').fill('Lintel-Demo-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await checkA11y();
});
