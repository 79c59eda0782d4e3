import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { fillClassicRegistration, landOn } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Decision 132: the processing-data modal, action-result toasts and the location check on real screens.
const shellShots = screenshotsIn('shell');
const shots = (page: Page, name: string) => shellShots(page, name, undefined, false);

test('registration waits under the processing modal; liens and the offer choice end in toasts', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fillClassicRegistration(page, 'Toastwell', checkA11y);

  // Hold the new application's first status answer, so the wait the modal covers can be looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/service-krang-heloc/borrower/secure/api/v1/*/status', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });

  await page.getByRole('button', { name: 'Create account' }).click();
  const modal = page.getByRole('dialog', { name: 'Please wait' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(modal).toContainText(/Creating your account and application…|Checking your property/);
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/);
  // Progress moves every 100 ms while the answer is held.
  const before = Number(await modal.getByRole('progressbar').getAttribute('aria-valuenow'));
  await expect
    .poll(async () => Number(await modal.getByRole('progressbar').getAttribute('aria-valuenow')))
    .toBeGreaterThan(before);
  await checkA11y('processing modal');
  await shots(page, 'processing-modal');
  release();
  await expect(modal).toHaveCount(0);
  await page.unroute('**/service-krang-heloc/borrower/secure/api/v1/*/status');

  const toasts = page.getByRole('list', { name: 'Messages' });
  await landOn(page, /\/liens$/, checkA11y);
  await checkA11y('liens');
  await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
  await expect(toasts.getByText("Thanks — we've noted the loans on your home.", { exact: true })).toBeVisible(
    { timeout: 30_000 },
  );
  await checkA11y('liens confirmed toast');

  await landOn(page, /\/product\/select$/, checkA11y);
  await checkA11y('product/select');
  await page.getByRole('spinbutton', { name: 'How much do you want to draw now?' }).fill('20000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
  await checkA11y('product/select/confirm');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(toasts.getByText("Thanks — we've saved the offer you chose.", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y('offer selected toast');
  await shots(page, 'offer-selected-toast');
});
