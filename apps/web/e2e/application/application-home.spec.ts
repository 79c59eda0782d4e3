import { expect, test } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

const PASSWORD = 'Lintel-Demo-2026!';
const screenshots = screenshotsIn('application');
const DEMO_APPLICATION = '5e1d0000-0000-4000-8000-000000000001';

test.describe('lintel demo borrower: dashboard -> application', () => {
  test('follows the server step: liens, offers, accept, then start/profile', async ({ page, checkA11y }) => {
    test.setTimeout(150_000);
    await page.goto('/auth/login?org=lintel');
    await page.getByLabel('Email address').fill('demo@lintel.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await checkA11y('login');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const item = page.getByRole('listitem').filter({ hasText: 'HL000000000001' });
    await expect(item.getByText('Please confirm the loans secured on your property.')).toBeVisible();
    await expect(item.getByText(/^Waiting on: You\./)).toBeVisible();
    await checkA11y('dashboard with an application');
    await screenshots(page, 'dashboard');

    // The entry's one button goes straight to the page the standing names (issue 16).
    await item.getByRole('link', { name: /^Continue/ }).click();
    // The demo application waits on LIEN_VERIFICATION: the server step names the liens page.
    const home = `/account/heloc/${DEMO_APPLICATION}`;
    await expect(page).toHaveURL(new RegExp(`${home}/liens$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm the loans on your property' }),
    ).toBeVisible();
    await expect(page.getByText('Application ID')).toContainText('HL000000000001');
    await expect(page.getByRole('navigation', { name: 'Application progress' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your property' })).toContainText('100 Sample Street');
    await checkA11y('liens');
    await screenshots(page, 'liens');

    // A deep link elsewhere is replaced by the routed page; only pop-webchat survives the redirect, and it opens the
    // chat, which then removes it from the address (spec 001 §2).
    await page.goto(`${home}/product?pop-webchat=1&utm_source=x`);
    await expect(page).toHaveURL(new RegExp(`${home}/liens$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm the loans on your property' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    // Underwriting runs in the background while the home polls the wait; whatever it decides is where we land.
    await expect(page).not.toHaveURL(/\/liens/, { timeout: 30_000 });
    // The home shows while underwriting runs, for as long as a busy machine takes.
    const reviewing = page.getByText('We are reviewing your application.');
    // First the guard's "Finding your next step", then the home: both are what the borrower sees there. Whichever
    // comes first, the home or the page underwriting leads to; the home is checked when it shows.
    const homeShown = page.getByRole('heading', { level: 1, name: 'Your application' });
    const homeFirst = await Promise.race([
      homeShown.waitFor({ timeout: 60_000 }).then(
        () => true,
        () => false,
      ),
      page
        .waitForURL((url) => url.pathname !== home && !url.pathname.endsWith('/liens'), {
          timeout: 60_000,
          waitUntil: 'commit',
        })
        .then(
          () => false,
          () => false,
        ),
    ]);
    if (homeFirst && new URL(page.url()).pathname === home) {
      await checkA11y('home while underwriting');
      if (await reviewing.isVisible()) await screenshots(page, 'home-while-underwriting');
    }
    // Underwriting may also end on the home (a call): neither its wait nor the liens' standing it had before.
    await expect(page.getByText('Please confirm the loans secured on your property.')).toHaveCount(0, {
      timeout: 60_000,
    });
    await expect(page.getByText('We are reviewing your application.')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const landed = new URL(page.url()).pathname.slice(home.length);
    test.info().annotations.push({ type: 'landed after liens', description: landed || '/' });
    if (landed !== '/product/select') {
      await checkA11y(`after liens: ${landed}`);
      await screenshots(page, 'after-liens');
      return;
    }

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    const amount = page.getByRole('spinbutton', { name: 'How much do you want to draw now?' });
    await expect(amount).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your figures' })).toContainText('Monthly payment');
    await checkA11y('product/select');
    await screenshots(page, 'product-select');

    await amount.fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Must be at least $15,000');
    await checkA11y('product/select with an error');
    await amount.fill('20000');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/product\/select\/confirm\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
    await expect(page.getByText('$20,000.00').first()).toBeVisible();
    await checkA11y('product/select/confirm');
    await screenshots(page, 'product-confirm');

    await page.getByRole('button', { name: 'Accept this offer' }).click();
    // start/contact hands over to start/profile; on a busy machine it shows for a while, and is checked then.
    await expect(page).not.toHaveURL(/\/product\/select\/confirm/, { timeout: 30_000 });
    if (new URL(page.url()).pathname.endsWith('/start/contact')) await checkA11y('start/contact on the way');
    // Next: COLLECT_ADDITIONAL_INFO -> start/contact, whose answers start on start/profile (decision 109).
    await expect(page).toHaveURL(new RegExp(`${home}/start/profile$`));
    await expect(page.getByRole('heading', { level: 1, name: 'About you and your home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your offer' })).toContainText('$20,000.00');
    await checkA11y('start/profile after selecting');
    await screenshots(page, 'start-profile-after-offer');
  });
});
