import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';
import {
  V2,
  birthdate,
  checkEveryScreen,
  contact,
  continueOn,
  forSale,
  income,
  legalName,
  onScreen,
  propertyScreen,
  uniqueEmail,
} from '../registration/registration-helpers.ts';

const shots = screenshotsIn('first-impressions');

const LENDERS = [
  'lintel',
  'lintel-ny',
  'lintel-wholesale',
  'lintel-wholesale-ny',
  'keystone-referral',
  'lintel-markets',
  'harbor-mortgage',
  'summit-home-loans',
  'prairie-lending',
];

/** The addresses on this site that the header and the footer link to, once each. */
async function headerAndFooterPaths(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = hrefs
    .filter((href) => href.startsWith(origin))
    .map((href) => {
      const url = new URL(href);
      return `${url.pathname}${url.search}`;
    });
  return [...new Set(paths)];
}

test.describe('the lender’s site pages (issue 16, decision 170)', () => {
  for (const org of LENDERS) {
    test(`every header and footer link of ${org} answers with a page and a heading`, async ({
      page,
      checkA11y,
    }) => {
      test.setTimeout(180_000);
      await page.goto(`/?org=${org}`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await checkA11y(`${org} start`);
      const paths = await headerAndFooterPaths(page);
      for (const required of ['/terms', '/privacy', '/licenses', '/legal', '/accessibility', '/contact']) {
        expect(paths, `${org} links ${required}`).toContain(required);
      }
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), `${org} ${path}`).toBe(200);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, `${org} ${path}`).toBeVisible();
        await expect(heading, `${org} ${path}`).not.toHaveText('Page not found');
        await checkA11y(`${org} ${path}`);
      }
    });
  }

  test('each page has its title, its sections, the way back and the other pages', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/licenses?org=lintel');
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(page).toHaveTitle('Licenses - Lintel');
    await expect(page.getByText('Lintel Home Finance, LLC is licensed to lend in 40 states.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^North Carolina$/ })).toBeVisible();
    await expect(page.getByText('Lintel HELOC is also offered in more states.').first()).toBeVisible();
    const more = page.getByRole('navigation', { name: 'More from Lintel' });
    await expect(more.getByRole('link', { name: 'Licenses' })).toHaveAttribute('aria-current', 'page');
    await checkA11y('licenses');
    await shots(page, 'site-licenses-lintel');
    await more.getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('link', { name: '(800) 555-0142' }).first()).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    // The page's own hours (the full footer, once loaded, lists them too).
    await expect(page.locator('#main-content').getByText('Mon - Fri', { exact: true })).toBeVisible();
    await checkA11y('contact');
    await shots(page, 'site-contact-lintel');
    for (const [slug, title] of [
      ['terms', 'Terms of Use'],
      ['privacy', 'Privacy Policy'],
      ['communications', 'Consent to Electronic Communications'],
      ['legal', 'Legal'],
      ['accessibility', 'Accessibility'],
    ] as const) {
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await checkA11y(slug);
      await shots(page, `site-${slug}-lintel`);
    }
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a lender’s own page replaces the default; its look follows the lender', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/privacy?org=harbor-mortgage');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harbor Mortgage Privacy Notice' }),
    ).toBeVisible();
    await checkA11y('harbor privacy');
    await shots(page, 'site-privacy-harbor');
    await page.goto('/terms?org=summit-home-loans');
    await expect(page.getByText('Summit Home Loans, Inc. (NMLS #3208816)', { exact: false })).toBeVisible();
    await checkA11y('summit terms');
    await shots(page, 'site-terms-summit');
  });
});

test.describe('registration and the site pages', () => {
  test('the consent links open in a new tab and the typed password stays', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    checkEveryScreen(checkA11y);
    await page.goto(`${V2}?org=lintel`);
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road.*Austin, TX 78701/, 'Primary residence');
    await forSale(page);
    await income(page);
    await legalName(page);
    await birthdate(page);
    await contact(page, uniqueEmail('consent-links'));
    await onScreen(page, 'Create a password');
    await page.getByLabel('Password', { exact: true }).fill('Lintel-Consent-2026!');
    await page.getByLabel('Confirm password').fill('Lintel-Consent-2026!');
    await page.getByLabel(/I agree to receive communications/).check();
    await checkA11y('set password');
    await shots(page, 'consent-links');
    for (const [name, title] of [
      ['Terms of Use', 'Terms of Use'],
      ['Privacy Policy', 'Privacy Policy'],
      ['communications from Lintel Home Finance, LLC electronically', 'Consent to Electronic Communications'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(link).toHaveAccessibleDescription('Opens in a new tab');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await axeViolations(tab)).toEqual([]);
      await tab.close();
    }
    await expect(page).toHaveURL(/\/set-password$/);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Lintel-Consent-2026!');
    await expect(page.getByLabel('Confirm password')).toHaveValue('Lintel-Consent-2026!');
    await expect(page.getByLabel(/I agree to receive communications/)).toBeChecked();
  });

  test('a Montana property is told at the address step that the lender is not licensed there', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${V2}?org=lintel`);
    await onScreen(page, 'Apply in 5 minutes, receive funding in 5 days');
    await page.getByRole('combobox').first().fill('316 N Park');
    await page.getByRole('option', { name: 'Address not listed' }).click();
    await page.getByLabel('Street address').fill('316 N Park Ave');
    await page.getByLabel('City').fill('Helena');
    await page.getByLabel('State', { exact: true }).fill('MT');
    await page.getByLabel('ZIP code').fill('59623');
    await page.getByLabel('Primary residence').check();
    const message =
      "We're not licensed to lend in Montana yet, so we can't take an application for this property.";
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByText('Lintel HELOC is offered in 40 states.')).toBeVisible();
    await checkA11y('not licensed');
    await shots(page, 'address-not-licensed');
    await continueOn(page);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${V2}\\?org=lintel$`));
    await checkA11y('not licensed, submitted');
    await shots(page, 'address-not-licensed-submitted');
    // A licensed state goes on.
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Street address').fill('1297 Ridge Road');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await continueOn(page);
    await expect(page).toHaveURL(/\/for-sale$/);
  });
});

test('the classic registration says the same at its address question', async ({ page, checkA11y }) => {
  // Prairie Lending (classic /register) lends in six Midwest states, not in Texas.
  await page.goto('/account/heloc/register?org=prairie-lending');
  await page.getByRole('combobox').first().fill('1297 Ridge');
  await page
    .getByRole('option', { name: /1297 Ridge Road.*Austin, TX/ })
    .first()
    .click();
  await expect(
    page.getByText(
      "We're not licensed to lend in Texas yet, so we can't take an application for this property.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Prairie HELOC is offered in 6 states.')).toBeVisible();
  await checkA11y('classic not licensed');
  await shots(page, 'classic-address-not-licensed');
});
