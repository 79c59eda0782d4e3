import { expect, test } from '../fixtures/axe.ts';
import { landOn } from '../fixtures/personas.ts';
import {
  V2,
  birthdate,
  chooseAddress,
  checkEveryScreen,
  contact,
  continueOn,
  forSale,
  onScreen,
  propertyScreen,
  setPassword,
  uniqueEmail,
} from '../registration/registration-helpers.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

const shots = screenshotsIn('first-impressions');

// Issue 16, "First impressions and trust": real names and a plain message for an income that is not a number.
test.describe('first impressions: names and income', () => {
  test.beforeEach(({ checkA11y }) => checkEveryScreen(checkA11y));

  test("O’Brien (typographic apostrophe) and D'Arcy register, and the dashboard greets them", async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${V2}?org=lintel`);
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road.*Austin, TX 78701/, 'Primary residence');
    await forSale(page);

    // Income: text that is not a number asks for a number, beneath the field and in the summary.
    await onScreen(page, 'What is your annual income?');
    await page.getByLabel('Annual income', { exact: true }).fill('abc');
    await page.getByLabel('Employed full time').check();
    await continueOn(page);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(
      summary.getByRole('link', { name: 'Enter your annual income as a number, like 85000' }),
    ).toBeVisible();
    await expect(page.getByText('Must be at least $0')).toHaveCount(0);
    await expect(page.getByLabel('Annual income', { exact: true })).toHaveAccessibleDescription(
      /Enter your annual income as a number, like 85000/,
    );
    await checkA11y('annual income, not a number');
    await page.getByLabel('Annual income', { exact: true }).fill('85,000');
    await continueOn(page);

    // Legal name: apostrophes of both kinds and periods are names' own characters (decision 165).
    await expect(page).toHaveURL(/\/legal-name$/);
    await onScreen(page, 'What is your legal name?');
    await page.getByLabel('First name').fill("D'Arcy");
    await page.getByLabel('Middle name (optional)').fill('J.');
    await page.getByLabel('Last name').fill('O’Brien');
    await checkA11y('legal name with apostrophes');
    await shots(page, 'legal-name-obrien');
    // Other symbols still get the spec's message.
    await page.getByLabel('Last name').fill('O’Brien!');
    await continueOn(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'There is a problem' })
        .getByRole('link', { name: 'Some of the characters entered are not supported.' }),
    ).toBeVisible();
    await checkA11y('legal name with a symbol');
    await page.getByLabel('Last name').fill('O’Brien');
    await continueOn(page);

    await birthdate(page);
    await contact(page, uniqueEmail('obrien'));
    await setPassword(page);
    const register = page.waitForResponse((r) => r.url().includes('/registration/register'));
    await page.getByRole('button', { name: 'Create account' }).click();
    // The server applies the same name rule: it accepts the name and answers with the new application.
    expect((await register).status()).toBe(201);
    await expect(page).not.toHaveURL(/register-v2/);
    // The soft pull runs in the background; the application then waits on the liens page (checked like every page).
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');

    await page.goto('/dashboard');
    // Stored with the plain apostrophe (decision 165).
    await expect(page.getByRole('heading', { level: 1, name: "Welcome, D'Arcy O'Brien" })).toBeVisible();
    await checkA11y('dashboard');
  });

  test("the classic form takes O'Brien (plain apostrophe) and moves on to the account page", async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/account/heloc/register?org=prairie-lending');
    await chooseAddress(page, '7484 Elm', /7484 Elm Street.*Chicago, IL/);
    await page.getByLabel('Primary residence').check();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('Annual income', { exact: true }).fill('lots');
    await page.getByLabel('Employed full time').check();
    await page.getByLabel('First name').fill('Ann-Marie');
    await page.getByLabel('Last name').fill("O'Brien");
    await page.getByLabel('Date of birth').fill('02/03/1975');
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(
      summary.getByRole('link', { name: 'Enter your annual income as a number, like 85000' }),
    ).toBeVisible();
    await expect(summary.getByRole('link')).toHaveCount(1);
    await checkA11y('classic registration, income not a number');
    await page.getByLabel('Annual income', { exact: true }).fill('150000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    await checkA11y('classic account page');
  });
});
