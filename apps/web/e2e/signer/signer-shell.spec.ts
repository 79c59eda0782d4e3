import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

const PASSWORD = 'Lintel-Demo-2026!';
const shots = screenshotsIn('signer');
const LOGIN = '/account/heloc/heloc-signer/login';
const LANDING = '/account/heloc/heloc-signer/resume';

async function openIfClosed(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

const signers = [
  { email: 'cosigner@lintel.test', name: 'Morgan Demo' },
  { email: 'codeeder@lintel.test', name: 'Casey Demo' },
];

test.describe('an additional signer through the shell (lintel)', () => {
  for (const signer of signers) {
    test(`${signer.email}: signer login, landing, menus, footer, logout`, async ({ page, checkA11y }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // Spec 000 §2: /account/heloc-signer goes to the signer area, whose index goes to its login.
      await page.goto('/account/heloc-signer?org=lintel');
      await expect(page).toHaveURL(new RegExp(`${LOGIN}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Log in as an additional signer' }),
      ).toBeVisible();
      await checkA11y('signer login');
      await page.getByLabel('Email address').fill(signer.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page).toHaveURL(new RegExp(`${LANDING}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${signer.name}` })).toBeVisible();
      // The demo signers have accepted invitations (decision 230): their own signing continues from here, and the
      // same application is not listed again as "not available online" (the landing's two lists agree).
      const signing = page.getByRole('region', { name: 'Your signing' });
      await expect(signing.getByText(/100 Sample Street/).first()).toBeVisible();
      await expect(signing.getByText(/For Avery’s line of credit/)).toBeVisible();
      await expect(signing.getByRole('link', { name: /^Continue with 100 Sample Street/ })).toBeVisible();
      await expect(page.getByText('Not available online yet')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Applications you sign' })).toHaveCount(0);
      // Spec 001 §2/§6: no Dashboard link for a signer who is not a broker.
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: 'Applications you sign' }).first()).toHaveAttribute(
        'href',
        LANDING,
      );
      await expect(
        page
          .getByRole('contentinfo')
          .getByText(/Lintel/)
          .first(),
      ).toBeVisible();
      await checkA11y('signer landing');
      await shots(page, `${signer.email.split('@')[0]}-landing`);

      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.click();
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByText('No Notifications'),
      ).toBeVisible();
      await checkA11y('signer notifications');
      await shots(page, `${signer.email.split('@')[0]}-notifications`, () =>
        openIfClosed(page, /^Notifications/),
      );
      await page.keyboard.press('Escape');

      const account = page.getByRole('button', { name: /^Account menu for/ });
      await account.click();
      const profile = page.getByRole('region', { name: 'Account' });
      await expect(profile.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await expect(profile.getByRole('link', { name: 'Applications you sign' })).toHaveAttribute(
        'href',
        LANDING,
      );
      await expect(profile.getByRole('link', { name: 'Settings' })).toBeVisible();
      await checkA11y('signer profile menu');
      await shots(page, `${signer.email.split('@')[0]}-profile-menu`, () =>
        openIfClosed(page, /^Account menu for/),
      );

      // Logout goes where the server says, the signer login, with no query string and no leave-survey.
      await profile.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL((url) => url.pathname === LOGIN && url.search === '');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Log in as an additional signer' }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await checkA11y('signer login after logout');
    });
  }

  test('the landing without a session goes to the signer login and comes back', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${LANDING}?org=lintel`);
    await expect(page).toHaveURL(/\/account\/heloc\/heloc-signer\/login\?redirectUrl=/);
    await checkA11y('signer login with a redirect');
    await page.getByLabel('Email address').fill('cosigner@lintel.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Morgan Demo' })).toBeVisible();
    // Back to the address asked for (its ?org= rides along in redirectUrl, harmlessly).
    await expect(page).toHaveURL((url) => url.pathname === LANDING);
    await checkA11y();
  });
});
