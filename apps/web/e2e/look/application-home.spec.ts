import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { borrowerByApi, type StandingAnswer } from '../fixtures/borrower-by-api.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 16 "a home that shows progress and the next action at a glance": on a 390 x 844 phone the dashboard's and
// the application home's one button is on the first screen and goes where the standing sends the borrower
// (decision 172), and the progress they show is the standing's current step, for borrowers of several lenders at
// several steps. The expectations are read from the standing the server sends, so a page built later (the income
// page, say) moves the target without changing this journey.

const shots = screenshotsIn('look/home');
const PHONE = { width: 390, height: 844 };

/** Where a standing sends the borrower: its page, or the home standing in for a page not built yet. */
function targetOf(uuid: string, standing: StandingAnswer): string {
  const base = `/account/heloc/${uuid}`;
  if (!standing.pageBuilt || standing.page === '') return base;
  const query = standing.search ? new URLSearchParams(standing.search).toString() : '';
  return `${base}/${standing.page}${query ? `?${query}` : ''}`;
}

function currentStep(standing: StandingAnswer): string {
  const { index, steps } = standing.progress;
  return `Step ${index + 1} of ${steps.length}: ${steps[index]?.label ?? ''}`;
}

/** The whole of `locator` is on the first screen: nothing was scrolled and it ends above the fold. */
async function onFirstScreen(page: Page, locator: Locator) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** The dashboard's entry: its current step and one button, on the first screen, to where the standing leads. */
async function dashboardLeadsOn(page: Page, uuid: string, standing: StandingAnswer) {
  await page.goto('/dashboard');
  const entry = page.getByRole('listitem').filter({ hasText: 'Application ID' });
  await expect(entry.getByText(standing.headline, { exact: true })).toBeVisible();
  await expect(entry.getByText(currentStep(standing), { exact: true })).toBeVisible();
  const button = entry.getByRole('link', { name: standing.canActOnline ? /^Continue/ : /^View application/ });
  await expect(button).toHaveAttribute('href', targetOf(uuid, standing));
  await onFirstScreen(page, button);
  return button;
}

/** The page the borrower lands on marks the standing's step as current in the progress sidebar. */
async function sidebarMarks(page: Page, standing: StandingAnswer) {
  const label = standing.progress.steps[standing.progress.index]?.label ?? '';
  const sidebar = page.getByRole('navigation', { name: 'Application progress' });
  await expect(sidebar.locator('[aria-current="step"]')).toContainText(label);
}

for (const org of ['lintel', 'harbor-mortgage', 'summit-home-loans']) {
  test(`${org}: the next action on the first screen of a phone, where the standing says`, async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const borrower = await borrowerByApi(page, org, checkA11y);

    // LIEN_VERIFICATION: the borrower acts online, on the liens page.
    await borrower.atLiens();
    const atLiens = await borrower.standing();
    expect(atLiens.canActOnline).toBe(true);
    const toLiens = await dashboardLeadsOn(page, borrower.uuid, atLiens);
    await expect(toLiens).toHaveText(/^Continue/);
    await checkA11y('dashboard, liens to confirm');
    await shots(page, `${org}-dashboard-liens`);
    await page.setViewportSize(PHONE);
    await toLiens.click();
    await expect(page).toHaveURL(new RegExp(`${borrower.base}/liens$`));
    await expect(page.getByRole('button', { name: 'Confirm and see my offers' })).toBeVisible();
    await sidebarMarks(page, atLiens);
    await checkA11y('liens');

    // INCOME_VERIFICATION, after choosing the smallest fixed line: the income step, online or by a call.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await borrower.atIncome();
    const atIncome = await borrower.standing();
    const next = await dashboardLeadsOn(page, borrower.uuid, atIncome);
    // The chosen offer's figures are on the entry, as on the home.
    await expect(page.getByRole('listitem').filter({ hasText: 'Application ID' })).toContainText('Amount');
    await checkA11y('dashboard, income to verify');
    await shots(page, `${org}-dashboard-income`);
    await page.setViewportSize(PHONE);
    await next.click();
    await expect(page).toHaveURL(
      (url) => `${url.pathname}${url.search}` === targetOf(borrower.uuid, atIncome),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sidebarMarks(page, atIncome);
    if (targetOf(borrower.uuid, atIncome) === borrower.base) {
      // The home stands in: the standing's headline, step and one action, on the first screen.
      await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
      const status = page.getByRole('region', { name: atIncome.headline });
      const { index, steps } = atIncome.progress;
      await expect(status.getByText(`Step ${index + 1} of ${steps.length}`)).toBeVisible();
      await expect(status.getByText(steps[index]?.label ?? '', { exact: true })).toBeVisible();
      const action = status.getByRole('link', { name: atIncome.canActOnline ? /^Continue/ : /^Call / });
      await onFirstScreen(page, action);
      if (!atIncome.canActOnline) await expect(action).toHaveAttribute('href', /^tel:/);
      await expect(page.getByRole('region', { name: 'Your offer' })).toContainText('$');
      await checkA11y('home, income step');
      await shots(page, `${org}-home-income`);
    } else {
      await checkA11y(`income step page ${atIncome.page}`);
    }
  });
}
