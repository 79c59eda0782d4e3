import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { watchPage } from '../fixtures/page-watch.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 16 "First impressions and trust", decision 167: a visitor's root is the lender's start page.
const PASSWORD = 'Lintel-Demo-2026!';
const PROMISE = 'Apply in 5 minutes, receive funding in 5 days';
const screenshots = screenshotsIn('start-page');

interface OrgData {
  orgBrand: { name: string };
  orgMetaData: { companyInfo: { companyName: string; companyNMLS: string; phoneFormatted: string } };
}

async function orgData(page: Page): Promise<OrgData> {
  return JSON.parse((await page.locator('#__LINTEL_ORG__').textContent()) ?? '{}') as OrgData;
}

// The APR range is each lender's own, from its rate sheet (decision 196): Harbor offers 10 and 15 years only.
const openBrands = [
  { code: 'lintel', housing: 'Equal Housing Lender', apr: '7.60% to 17.20%' },
  { code: 'harbor-mortgage', housing: 'Equal Housing Lender', apr: '7.60% to 16.70%' },
];

for (const brand of openBrands) {
  test(`${brand.code}: the start page promises, compares and offers one way to check a rate`, async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`/?org=${brand.code}`);
    await expect(page).toHaveURL(new RegExp(`/\\?org=${brand.code}$`));
    const org = await orgData(page);
    const info = org.orgMetaData.companyInfo;
    await expect(page.getByRole('banner').getByRole('img', { name: org.orgBrand.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: PROMISE })).toBeVisible();
    await expect(page).toHaveTitle(`Home equity line of credit - ${org.orgBrand.name}`);
    await expect(main.getByText(info.companyName, { exact: false }).first()).toBeVisible();
    const figures = main.locator('dl');
    await expect(figures).toContainText('Loan amount$15,000 to $400,000');
    await expect(figures).toContainText(`APR${brand.apr}`);
    await expect(figures).toContainText('FundingIn as little as 5 business days');
    await expect(main.getByText('Checking your rate does not affect your credit score')).toBeVisible();
    await expect(main.getByRole('link', { name: `NMLS #${info.companyNMLS}` })).toBeVisible();
    await expect(main.getByText(brand.housing)).toBeVisible();
    // One primary action, and it is "Check your rate".
    await expect(main.locator('a.button, button.button')).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Check your rate' })).toBeVisible();
    await checkA11y(`${brand.code} start page`);
    await screenshots(page, `${brand.code}-start`);

    await main.getByRole('link', { name: 'Check your rate' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: PROMISE })).toBeVisible();
    await expect(page.getByText("What's your property address for financing?")).toBeVisible();
    await checkA11y(`${brand.code} first registration screen`);
  });
}

test('a lender on the classic registration: "Check your rate" reaches the classic first screen', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/?org=prairie-lending');
  await checkA11y('prairie start page');
  await page.getByRole('main').getByRole('link', { name: 'Check your rate' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/register\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: PROMISE })).toBeVisible();
  await checkA11y('classic first screen');
});

test('a wholesale lender: no public "Check your rate", log in and the phone instead', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/?org=lintel-wholesale');
  const { orgMetaData } = await orgData(page);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: /is not accepting applications here$/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check your rate' })).toHaveCount(0);
  // No figures to compare on the page itself; the footer's disclosures (decision 196) still state the lender's terms.
  await expect(main.getByText('$15,000 to $400,000')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  await expect(main.getByRole('link', { name: orgMetaData.companyInfo.phoneFormatted })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await checkA11y('wholesale start page');
  await screenshots(page, 'lintel-wholesale-start');
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // Nowhere to create an account either: the phone instead.
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await checkA11y('wholesale login');
});

test('the login page: forgot password and create an account', async ({ page, checkA11y }) => {
  await page.goto('/auth/login?org=harbor-mortgage');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await checkA11y('login');
  await screenshots(page, 'harbor-mortgage-login');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/account/heloc/register-v2',
  );

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  const main = page.getByRole('main');
  // The online reset (decision 169) replaced decision 167's call-us page at the same address.
  await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await checkA11y('forgot password');
  await screenshots(page, 'harbor-mortgage-forgot-password');
  await main.getByRole('link', { name: 'Back to log in' }).click();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/register-v2\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: PROMISE })).toBeVisible();
  await checkA11y('first registration screen');
});

test('header Login, then a correct login, lands on the dashboard without a nested redirectUrl', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/?org=lintel');
  await checkA11y('start page');
  const headerLogin = page.getByRole('banner').getByRole('link', { name: 'Login' });
  await headerLogin.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await checkA11y('login');
  // The header's Login on the login page keeps the page's own target instead of nesting the login page in it.
  const href = (await headerLogin.getAttribute('href')) ?? '';
  expect(decodeURIComponent(href)).not.toMatch(/redirectUrl=\/auth\/login/);
  await headerLogin.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  expect(decodeURIComponent(page.url())).not.toMatch(/redirectUrl=\/auth\/login/);

  await page.getByLabel('Email address').fill('demo@lintel.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ })).toBeVisible();
  await checkA11y('dashboard');
  // Signed in, the root goes where it went before: the dashboard.
  await page.goto('/?org=lintel');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an old nested login link still ends on its real target after login', async ({ page, checkA11y }) => {
  const nested = `/auth/login?redirectUrl=${encodeURIComponent('/dashboard/settings')}`;
  await page.goto(`/auth/login?org=lintel&redirectUrl=${encodeURIComponent(nested)}`);
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard%2Fsettings$/);
  await checkA11y('login');
  await page.getByLabel('Email address').fill('demo@lintel.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await checkA11y('settings');
});

// Decision 244: the server renders a visitor's start page; the app loads only when the visitor acts on it.
test('the start page reads with no script; the menu pressed before the app arrives opens once it has', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { scripts, errors } = watchPage(page);
  const pageViews: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/ft/external/event')) pageViews.push(request.postDataJSON()?.event as string);
  });
  await page.goto('/?org=lintel');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: PROMISE })).toBeVisible();
  await expect(page).toHaveTitle('Home equity line of credit - Lintel');
  // The page view goes out a second after the page shows, app or not (spec 001 §7).
  await expect.poll(() => pageViews).toContain('Page View');
  expect(scripts).toEqual([]);
  await checkA11y('server-rendered start page');
  await screenshots(page, 'lintel-start-before-the-app');

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(scripts.length).toBeGreaterThan(0);
  const site = page.getByRole('navigation', { name: 'Site' });
  await expect(site.getByRole('link', { name: 'Exchange' })).toBeVisible();
  expect(errors).toEqual([]);
  await checkA11y('start page menu');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The app has the page: a link now moves within it.
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});
