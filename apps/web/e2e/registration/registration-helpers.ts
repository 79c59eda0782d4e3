import type { Page } from '@playwright/test';
import { expect } from '../fixtures/axe.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

export const V2 = '/account/heloc/register-v2';
/** Full-page screenshots at both widths, back at the wide one afterwards. */
export const screenshots = screenshotsIn('registration');

/** A fresh address per run so repeated runs never meet an existing account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Types into the typeahead and picks the suggestion containing `pick`. */
export async function chooseAddress(page: Page, typed: string, pick: string | RegExp) {
  await page.getByRole('combobox').first().fill(typed);
  await page.getByRole('option', { name: pick }).first().click();
}

/** The axe check of the fixture; every screen a journey passes through is checked, however briefly it shows. */
export type A11yCheck = (label?: string) => Promise<void>;
let a11y: A11yCheck | undefined;

export function checkEveryScreen(check: A11yCheck) {
  a11y = check;
}

async function checked(label: string) {
  if (a11y) await a11y(label);
}

/** Screens load lazily: wait for the new screen's heading before pressing its button. */
export async function onScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export async function continueOn(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function propertyScreen(page: Page, typed: string, pick: string | RegExp, occupancy: string) {
  await onScreen(page, 'Apply in 5 minutes, receive funding in 5 days');
  await checked('property address');
  await chooseAddress(page, typed, pick);
  await page.getByLabel(occupancy).check();
  await continueOn(page);
}

export async function forSale(page: Page, answer: 'Yes' | 'No' = 'No') {
  await expect(page).toHaveURL(/\/for-sale$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Is this property currently for sale/ }),
  ).toBeVisible();
  await page.waitForLoadState('load');
  await checked('for sale');
  await expect(page.getByRole('radio', { name: answer, exact: true })).toBeVisible();
  await page.getByLabel(answer, { exact: true }).check();
  await continueOn(page);
}

export async function income(page: Page, amount = '120000', source = 'Employed full time') {
  await expect(page).toHaveURL(/\/annual-income$/);
  await onScreen(page, 'What is your annual income?');
  await checked('annual income');
  await page.getByLabel('Annual income', { exact: true }).fill(amount);
  await page.getByLabel(source).check();
  await continueOn(page);
}

export async function legalName(page: Page, first = 'Avery', last = 'Jordan') {
  await expect(page).toHaveURL(/\/legal-name$/);
  await onScreen(page, 'What is your legal name?');
  await checked('legal name');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await continueOn(page);
}

export async function birthdate(page: Page, dob = '04/12/1980') {
  await expect(page).toHaveURL(/\/birthdate$/);
  await onScreen(page, 'What is your date of birth?');
  await checked('birthdate');
  await page.getByLabel('What is your date of birth?').fill(dob);
  await continueOn(page);
}

export async function contact(page: Page, email: string, phone = '4155550123') {
  await expect(page).toHaveURL(/\/phone-and-email$/);
  await onScreen(page, 'How can we contact you?');
  await checked('phone and email');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Mobile phone number').fill(phone);
  await continueOn(page);
}

export async function setPassword(page: Page, password = 'Lintel-Journey-2026!') {
  await expect(page).toHaveURL(/\/set-password$/);
  await onScreen(page, 'Create a password');
  await checked('set password');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the Terms of Use/).check();
  await page.getByLabel(/I agree to receive communications/).check();
  await page.getByLabel('I authorize the soft credit check described above.').check();
}
