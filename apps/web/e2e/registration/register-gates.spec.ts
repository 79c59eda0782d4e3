import { expect, test } from '../fixtures/axe.ts';
import { V2, checkEveryScreen, continueOn, propertyScreen, screenshots } from './registration-helpers.ts';

const REFERRING_OFFICER = '7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61';
const KEYSTONE_OFFICER = '5e8a1c3f-6b2d-4e9a-8f7c-0d1b2a3c4e52';

test.describe('register-v2 modals', () => {
  test.beforeEach(({ checkA11y }) => checkEveryScreen(checkA11y));

  test('a New York property at the main brand opens the New York modal', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await checkA11y('property address');
    await propertyScreen(page, '8063 Walnut', /8063 Walnut Street.*New York, NY/, 'Primary residence');
    const dialog = page.getByRole('dialog', { name: 'This property needs a different lender' });
    await expect(dialog).toContainText('Looks like you are applying with a property located in New York.');
    await expect(dialog).toContainText('please visit Lintel Home Finance of New York, LLC.');
    for (const name of ['Lintel Home Finance of New York, LLC', 'Go']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        /register-v2\?org=lintel-ny$/,
      );
    }
    await checkA11y('New York modal');
    await screenshots(page, 'modal-new-york');
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/register-v2\?org=lintel$/);
  });

  test('a Hawaii property at the main lender opens the Hawaii modal', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await checkA11y('property address');
    await propertyScreen(page, '620 Orchard', /620 Orchard Way.*Honolulu, HI/, 'Primary residence');
    const dialog = page.getByRole('dialog', { name: 'We do not lend in Hawaii' });
    await expect(dialog).toContainText('Looks like you are applying with a property located in Hawaii.');
    await expect(dialog.getByRole('link', { name: /Aloha Kai Credit Union/ })).toBeVisible();
    await checkA11y('Hawaii modal');
    await screenshots(page, 'modal-hawaii');
  });

  test('a listed disaster zip warns about a post-disaster inspection, then goes on', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${V2}?org=lintel`);
    await checkA11y('property address');
    await propertyScreen(page, '996 Willow', /996 Willow Drive.*90272/, 'Primary residence');
    const dialog = page.getByRole('dialog', { name: 'This property is in a disaster area' });
    await expect(dialog).toContainText('post-disaster inspection');
    await checkA11y('disaster modal');
    await screenshots(page, 'modal-disaster');
    await dialog.getByRole('button', { name: 'I understand, continue' }).click();
    await expect(page).toHaveURL(/\/for-sale$/);
  });
});

test.describe('register gates', () => {
  test('a referral outside the officer’s licensed states disables Continue', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel&loanOriginatorUuid=${REFERRING_OFFICER}`);
    const officer = page.getByRole('complementary', { name: 'Your loan officer' });
    await expect(officer).toContainText('Dana Whitfield');
    await expect(officer).toContainText('NMLS');
    await page.getByRole('combobox').fill('7484 Elm');
    await page.getByRole('option', { name: /7484 Elm Street.*Chicago, IL/ }).click();
    await expect(
      page.getByText(
        'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await checkA11y('referral refused');
    await screenshots(page, 'referral-refused');
  });

  test('a wholesale lender is not accepting applications', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel-wholesale`);
    await expect(page.getByRole('heading', { name: /is not accepting applications here/ })).toBeVisible();
    await checkA11y('wholesale closed');
  });

  test('a referral-only lender opens with a referring officer only', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=keystone-referral`);
    await expect(page.getByRole('heading', { name: /is not accepting applications here/ })).toBeVisible();
    await checkA11y('referral-only closed');
    await page.goto(`${V2}?org=keystone-referral&loanOriginatorUuid=${KEYSTONE_OFFICER}`);
    await expect(
      page.getByRole('heading', { name: 'Apply in 5 minutes, receive funding in 5 days' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your loan officer' })).toContainText('Priya Raman');
    await checkA11y('referral-only open');
  });

  test('the maintenance flag shows the maintenance page', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel-markets`);
    await expect(page.getByRole('heading', { name: 'Scheduled Maintenance' })).toBeVisible();
    await expect(
      page.getByText(
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      ),
    ).toBeVisible();
    await checkA11y('maintenance');
    await screenshots(page, 'maintenance');
  });

  test('with the redesign flag off, register-v2 and /account/register open the classic /register', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${V2}?org=prairie-lending`);
    await expect(page).toHaveURL(/\/account\/heloc\/register$/);
    await expect(page.getByText('Step 1 of 2: Your application')).toBeVisible();
    await checkA11y('classic register');
    await screenshots(page, 'classic-register');
    await page.goto('/account/register');
    await expect(page).toHaveURL(/\/account\/heloc\/register$/);
    await continueOn(page);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Please select an occupancy type',
    );
    await checkA11y('classic register errors');
  });
});
