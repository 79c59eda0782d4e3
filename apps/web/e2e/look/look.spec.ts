import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';

// Issue 16 "a look a lender would sign" (decisions 175-176): every demo lender's header on one row and its footer
// compact on a 390px phone, and the brand font shipped to the themes that name it.
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
] as const;
/** Themes whose font list starts with another face (seeds/themes.ts): they never download the brand font. */
const OWN_FONT: Record<string, RegExp> = {
  'harbor-mortgage': /^Georgia/,
  'summit-home-loans': /^"Trebuchet MS"/,
};
/** A 390 x 844 phone: the footer may take at most this much of a screen's height (it took 640-1020 px before). */
const FOOTER_MAX_PX = 500;
/** One row of 44px targets plus the header's padding and its 4px rule (two rows measured 124 px). */
const HEADER_MAX_PX = 80;

async function headerRows(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const logo = document.querySelector('.site-header__logo');
    const actions = [...document.querySelectorAll('.shell-actions > *')].filter(
      (el) => el.getBoundingClientRect().width > 0,
    );
    const box = (el: Element | null) => el?.getBoundingClientRect();
    const logoBox = box(logo);
    return {
      height: box(header)?.height ?? 0,
      // Every visible action's vertical middle lies within the logo's row.
      oneRow: actions.every((el) => {
        const b = el.getBoundingClientRect();
        const middle = b.top + b.height / 2;
        return logoBox !== undefined && middle > logoBox.top - 12 && middle < logoBox.bottom + 12;
      }),
      overflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

async function brandFont(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => ({
    family: getComputedStyle(document.body).fontFamily,
    loaded: [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === 'Source Sans 3' && face.status === 'loaded',
    ),
    check: document.fonts.check('1rem "Source Sans 3"'),
  }));
}

for (const org of LENDERS) {
  test(`${org}: the start page on a phone has a one-row header, a compact footer and the theme's font`, async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?org=${org}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = await headerRows(page);
    expect(header.oneRow, 'logo and actions on one row').toBe(true);
    expect(header.height).toBeLessThanOrEqual(HEADER_MAX_PX);
    expect(header.overflows, 'no sideways scrolling').toBe(false);

    // The full footer replaces the first one once the page settles, and its licensed states arrive when it nears the
    // screen: measure once they are in.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Licensed states')).toBeVisible();
    const height = (await footer.boundingBox())?.height ?? Infinity;
    expect(height, `footer height at 390px (${height})`).toBeLessThanOrEqual(FOOTER_MAX_PX);
    await expect(footer.getByRole('link', { name: /NMLS #/ })).toBeVisible();
    // The state list is folded but one tap away, and says itself when opened.
    const states = footer.getByText(/^Licensed to lend in \d+ states?:/);
    await expect(states).toBeHidden();
    await footer.getByText('Licensed states').click();
    await expect(states).toBeVisible();
    await checkA11y(`${org} start page at 390 with the state list open`);

    const font = await brandFont(page);
    if (OWN_FONT[org]) {
      expect(font.family).toMatch(OWN_FONT[org]);
      expect(font.loaded, 'the brand font is not downloaded for a theme that does not use it').toBe(false);
    } else {
      expect(font.family).toMatch(/^"Source Sans 3"/);
      expect(font.loaded && font.check, 'Source Sans 3 loaded').toBe(true);
    }
  });
}

test('desktop keeps the complete footer and the header links', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth/login?org=prairie-lending');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/^Licensed to lend in \d+ states?:/)).toBeVisible();
  await expect(footer.getByRole('region', { name: 'Phone hours (Pacific Time)' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Illinois Community Reinvestment Notice' })).toBeVisible();
  await expect(footer.locator('details')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
  await checkA11y('login at 1280');
});

test('a signed-in borrower’s header fits one row on a phone too', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login?org=harbor-mortgage&redirectUrl=%2Fdashboard');
  await page.getByLabel('Email address').fill('demo@harbor.test');
  await page.getByLabel('Password').fill('Lintel-Demo-2026!');
  await checkA11y('login at 390');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const header = await headerRows(page);
  expect(header.oneRow).toBe(true);
  expect(header.height).toBeLessThanOrEqual(HEADER_MAX_PX);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await checkA11y('dashboard at 390');
});
