import { expect, test } from '../fixtures/axe.ts';
import { watchPage } from '../fixtures/page-watch.ts';
import {
  V2,
  birthdate,
  continueOn,
  contact,
  forSale,
  income,
  legalName,
  onScreen,
  propertyScreen,
  screenshots,
  setPassword,
  uniqueEmail,
  checkEveryScreen,
} from './registration-helpers.ts';

test.describe('register-v2 journeys', () => {
  test.beforeEach(({ checkA11y }) => checkEveryScreen(checkA11y));

  // Decision 244: a visitor's first screen comes rendered by the server; the app loads on the first tap or key.
  test('the first screen needs no script to show; what is typed while the app loads is kept', async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { scripts, errors } = watchPage(page);
    await page.goto(`${V2}?org=lintel`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apply in 5 minutes, receive funding in 5 days' }),
    ).toBeVisible();
    await expect(page).toHaveTitle("What's your property address for financing? - Lintel");
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);
    await checkA11y('server-rendered property address');
    await screenshots(page, 'property-address-before-the-app');
    // Typed at once: the app arrives while the text is in the field, and its suggestions follow the text.
    await propertyScreen(page, '7484 Elm', /7484 Elm Street.*Chicago/, 'Primary residence');
    await continueOn(page);
    await forSale(page);
    expect(errors).toEqual([]);
  });

  test('primary residence straight through to a new account', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await expect(
      page.getByRole('heading', { name: 'Apply in 5 minutes, receive funding in 5 days' }),
    ).toBeVisible();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await checkA11y('property address');
    await screenshots(page, 'property-address');
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road.*Austin, TX 78701/, 'Primary residence');
    await checkA11y('for sale');
    await forSale(page);
    await checkA11y('annual income');
    await screenshots(page, 'annual-income');
    await income(page);
    await checkA11y('legal name');
    await legalName(page);
    await checkA11y('birthdate');
    await birthdate(page);
    await checkA11y('phone and email');
    await screenshots(page, 'phone-and-email');
    await contact(page, uniqueEmail('primary'));
    await checkA11y('set password');
    await setPassword(page);
    await screenshots(page, 'set-password');
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/registration/register')) registerCalls.push(request.method());
    });
    const register = page.waitForResponse((r) => r.url().includes('/registration/register'));
    // A double click must not register twice: the button is disabled from the first click on.
    await page.getByRole('button', { name: 'Create account' }).dblclick();
    expect((await register).status()).toBeLessThan(300);
    await expect(page).not.toHaveURL(/register-v2/);
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('lintel_registration_draft'))).toBeNull();
    expect(registerCalls).toEqual(['POST']);
    await checkA11y('after registering');
  });

  test('a signed-in visitor skips contact and password', async ({ page, checkA11y }) => {
    await page.goto('/auth/login?org=lintel');
    await page.getByLabel('Email address').fill('demo@lintel.test');
    await page.getByLabel('Password').fill('Lintel-Demo-2026!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await checkA11y('dashboard');
    await page.goto(V2);
    await expect(page.getByText('Applying as demo@lintel.test')).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await checkA11y('property address signed in');
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road/, 'Primary residence');
    await forSale(page);
    await income(page);
    await legalName(page);
    await expect(page).toHaveURL(/\/birthdate$/);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await page.goto(`${V2}/phone-and-email`);
    await expect(page).toHaveURL(/\/birthdate$/);
    // Their second application still needs its own soft-credit authorisation (decision 078).
    await expect(page.getByRole('heading', { name: 'Soft credit check' })).toBeVisible();
    await page.getByLabel('What is your date of birth?').fill('04/12/1980');
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByText('Required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/birthdate$/);
    await checkA11y('birthdate signed in');
  });

  test('a secondary home goes through home-address; Back returns to it', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road/, 'Secondary home');
    await expect(page).toHaveURL(/\/home-address$/);
    await expect(page.getByText('Step 2 of 8')).toBeVisible();
    await checkA11y('home address');
    await page.getByRole('combobox').fill('7484 Elm');
    await page.getByRole('option', { name: /7484 Elm Street.*Chicago/ }).click();
    await continueOn(page);
    await forSale(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/for-sale$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/home-address$/);
    await expect(page.getByLabel('Street address')).toHaveValue('7484 Elm Street');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${V2}$`));
  });

  test('no jumping ahead, and a reload keeps the answers', async ({ page }) => {
    await page.goto(`${V2}/set-password?org=lintel`);
    await expect(page).toHaveURL(new RegExp(`${V2}$`));
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road/, 'Primary residence');
    await forSale(page, 'Yes');
    await page.goto(`${V2}/birthdate`);
    await expect(page).toHaveURL(/\/annual-income$/);
    await page.reload();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('Yes', { exact: true })).toBeChecked();
  });

  test('every message of the screens, with the summary taking focus', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await continueOn(page);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    for (const message of [
      'Street address is required',
      'Please enter a valid city name',
      'State must be two characters in length',
      'Please enter a valid zipcode',
      'Please select an occupancy type',
    ]) {
      await expect(summary.getByText(message, { exact: true })).toBeVisible();
    }
    await checkA11y('property address with errors');
    await screenshots(page, 'property-address-errors');
    await page.getByLabel('Street address').fill('Main');
    await page.getByLabel('City').fill('Austin1');
    await page.getByLabel('State', { exact: true }).fill('ZZ');
    await page.getByLabel('ZIP code').fill('787');
    await continueOn(page);
    for (const message of ['Please enter a valid property address', 'Please enter a valid state']) {
      await expect(summary.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Street address').fill('1297 Ridge Road');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State', { exact: true }).fill('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByLabel('Primary residence').check();
    await continueOn(page);
    // The next Continue must press the for-sale screen's button, not the old screen's on its way out.
    await expect(page).toHaveURL(/\/for-sale$/);
    await onScreen(page, /Is this property currently for sale/);
    await continueOn(page);
    await expect(summary.getByText('Required')).toBeVisible();
    await forSale(page);
    await onScreen(page, 'What is your annual income?');
    await continueOn(page);
    await expect(summary.getByText('Must be at least $0')).toBeVisible();
    await expect(summary.getByText('Please select a primary source of income.')).toBeVisible();
    await page.getByLabel('Annual income', { exact: true }).fill('10000000');
    await continueOn(page);
    await expect(summary.getByText('Must be less than $10,000,000')).toBeVisible();
    await income(page);
    await onScreen(page, 'What is your legal name?');
    await continueOn(page);
    await expect(summary.getByText('Please enter the first name')).toBeVisible();
    await expect(summary.getByText('Last name is required')).toBeVisible();
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('J@');
    await continueOn(page);
    await expect(summary.getByText('First name must be at least 2 characters long')).toBeVisible();
    await expect(summary.getByText('Some of the characters entered are not supported.')).toBeVisible();
    await legalName(page);
    await onScreen(page, 'What is your date of birth?');
    await continueOn(page);
    await expect(summary.getByText('Date of birth is required')).toBeVisible();
    await page.getByLabel('What is your date of birth?').fill('13/45/1980');
    await continueOn(page);
    await expect(summary.getByText('Invalid date')).toBeVisible();
    await birthdate(page);
    await onScreen(page, 'How can we contact you?');
    await continueOn(page);
    await expect(summary.getByText('Please enter your email')).toBeVisible();
    await expect(summary.getByText('Please enter your mobile phone')).toBeVisible();
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Mobile phone number').fill('1415555012');
    await continueOn(page);
    await expect(summary.getByText('Please enter a valid email address')).toBeVisible();
    await expect(summary.getByText('Country code 1 is not needed')).toBeVisible();
    await page.getByLabel('Mobile phone number').fill('41555');
    await continueOn(page);
    await expect(summary.getByText('Please enter a valid phone number')).toBeVisible();
    await checkA11y('phone and email with errors');
    await contact(page, uniqueEmail('messages'));
    await onScreen(page, 'Create a password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(summary.getByText('Required').first()).toBeVisible();
    // Every broken rule, then 'Password is not strong enough', joined with commas and a period (spec 001 §5).
    const weak = 'Password is not strong enough.';
    for (const [password, message] of [
      [
        'short',
        'Must be at least 12 characters long, Must contain at least one uppercase letter, ' +
          `Must contain at least one number, Must contain at least one special character, ${weak}`,
      ],
      ['alllowercase12!', `Must contain at least one uppercase letter, ${weak}`],
      ['ALLUPPERCASE12!', `Must contain at least one lowercase letter, ${weak}`],
      ['NoNumbersHere!!', `Must contain at least one number, ${weak}`],
      ['NoSpecials12345', `Must contain at least one special character, ${weak}`],
    ] as const) {
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill('other');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(summary.getByText(message)).toBeVisible();
      await expect(summary.getByText("Passwords don't match")).toBeVisible();
    }
    await checkA11y('set password with errors');
    await screenshots(page, 'set-password-errors');
  });

  test('low income must be confirmed; unemployed is refused', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await onScreen(page, 'Apply in 5 minutes, receive funding in 5 days');
    await checkA11y('property address');
    await propertyScreen(page, '1297 Ridge', /1297 Ridge Road/, 'Primary residence');
    await forSale(page);
    await page.getByLabel('Annual income', { exact: true }).fill('12000');
    await page.getByLabel('Unemployed').check();
    await continueOn(page);
    await expect(
      page.getByText("We apologize. At this time, we don't lend to unemployed borrowers.").first(),
    ).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Confirm that you have entered annual pre-tax income' });
    await expect(confirm).toBeVisible();
    await checkA11y('income refusals');
    await screenshots(page, 'annual-income-low-unemployed');
    await page.getByLabel('Retired').check();
    await continueOn(page);
    await expect(page).toHaveURL(/\/annual-income$/);
    await confirm.click();
    await expect(page).toHaveURL(/\/legal-name$/);
  });

  test('an 18-year-old with an Alabama property is refused', async ({ page, checkA11y }) => {
    await page.goto(`${V2}?org=lintel`);
    await checkA11y('property address');
    await propertyScreen(page, '9110 Chestnut', /9110 Chestnut Street.*Birmingham, AL/, 'Primary residence');
    await checkA11y('for sale');
    await forSale(page);
    await checkA11y('income');
    await income(page);
    await checkA11y('legal name');
    await legalName(page);
    const eighteen = new Date();
    eighteen.setFullYear(eighteen.getFullYear() - 18);
    eighteen.setDate(eighteen.getDate() - 1);
    const typed = `${String(eighteen.getMonth() + 1).padStart(2, '0')}/${String(eighteen.getDate()).padStart(2, '0')}/${eighteen.getFullYear()}`;
    await page.getByLabel('What is your date of birth?').fill(typed);
    await continueOn(page);
    await expect(page.getByText('Must be at least 19 years old').first()).toBeVisible();
    await checkA11y('birthdate refused');
    await expect(page).toHaveURL(/\/birthdate$/);
  });
});
