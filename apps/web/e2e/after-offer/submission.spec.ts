import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs } from '../fixtures/personas.ts';
import { screenshotsIn } from '../fixtures/screenshots.ts';

// Issue 17 (decision 180): from the chosen offer through start/profile, start/contact, start/hmda and
// start/app-summary to the submission and the hard pull, the browser only.

const h1 = (name: string | RegExp) => ({ level: 1, name }) as const;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Application progress' });

const shots = screenshotsIn('start-pages');

test.describe('from the chosen offer to submission', () => {
  test('Happy: profile, phone, the HMDA questions, the summary with its disclosures, then the hard pull', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await registerAs(page, 'Happy', checkA11y);
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/product\/select$/, checkA11y);
    await checkA11y('product/select');
    await page.getByRole('spinbutton', { name: 'How much do you want to draw now?' }).fill('20000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', h1('Confirm your offer'))).toBeVisible();
    await checkA11y('product/select/confirm');
    await page.getByRole('button', { name: 'Accept this offer' }).click();

    await landOn(page, /\/start\/profile$/, checkA11y);
    await page.getByLabel('In my name only').check();
    await page.getByLabel('Unmarried').check();
    await page.getByLabel('Social Security number', { exact: true }).fill('123456789');
    await page.getByLabel('I authorize the full credit check described above.').check();
    await checkA11y('start/profile');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/start\/contact$/);
    await checkA11y('start/contact');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // start/hmda: the notice first, with the standing's wait (the borrower, about 2 minutes).
    await landOn(page, /\/start\/hmda$/, checkA11y);
    await expect(page.getByRole('heading', h1('Demographic information'))).toBeVisible();
    await expect(
      page.getByText(/federal law requires that we ask applicants for their demographic/),
    ).toBeVisible();
    await expect(page.getByText('About 2 minutes of your time')).toBeVisible();
    await expect(
      sidebar(page).getByRole('listitem').filter({ hasText: 'Provide More Info' }),
    ).toHaveAttribute('aria-current', 'step');
    await checkA11y('start/hmda notice');
    await shots(page, 'hmda-notice');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Ethnicity: nothing chosen is refused; a write-in is revealed under its box.
    await expect(page.getByRole('heading', h1('What is your ethnicity?'))).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Please select your ethnicity']);
    await expect(page).toHaveTitle(/^Error: What is your ethnicity\?/);
    await checkA11y('start/hmda ethnicity with an error');
    await shots(page, 'hmda-ethnicity-error');
    await page.getByLabel('Hispanic or Latino', { exact: true }).check();
    await page.getByLabel('Other Hispanic or Latino').check();
    await page.getByRole('textbox', { name: 'Origin' }).fill('Colombian');
    await checkA11y('start/hmda ethnicity');
    await shots(page, 'hmda-ethnicity');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Race: the opt-out stands alone; ticking it clears the others.
    await expect(page.getByRole('heading', h1('What is your race?'))).toBeVisible();
    await page.getByLabel('Korean').check();
    await page.getByLabel('White').check();
    await page
      .getByRole('group', { name: 'What is your race?' })
      .getByLabel('I do not wish to provide this information')
      .check();
    await expect(page.getByLabel('Korean')).not.toBeChecked();
    await expect(page.getByLabel('White')).not.toBeChecked();
    await page.getByLabel('Korean').check();
    await page.getByLabel('Asian', { exact: true }).check();
    await expect(
      page
        .getByRole('group', { name: 'What is your race?' })
        .getByLabel('I do not wish to provide this information'),
    ).not.toBeChecked();
    await checkA11y('start/hmda race');
    await shots(page, 'hmda-race');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', h1('What is your sex?'))).toBeVisible();
    // Back keeps the answers given.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Korean')).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Female').check();
    await checkA11y('start/hmda sex');
    await shots(page, 'hmda-sex');
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/hmda'));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await sent).postDataJSON()).toEqual({
      ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
      ethnicityOther: 'Colombian',
      race: ['KOREAN', 'ASIAN'],
      sex: ['FEMALE'],
    });

    // start/app-summary: what was stated, the disclosures, then sign and submit.
    await landOn(page, /\/start\/app-summary$/, checkA11y);
    await expect(page.getByRole('heading', h1('Review and sign your application'))).toBeVisible();
    await expect(page.getByText('7484 Elm Street', { exact: false }).first()).toBeVisible();
    const line = page.getByRole('region', { name: 'Your line of credit' });
    await expect(line.getByRole('definition').filter({ hasText: '$20,000.00' })).toBeVisible();
    const income = page.getByRole('region', { name: 'Income you told us' });
    await expect(income.getByText('$150,000.00')).toBeVisible();
    await expect(income.getByText('Employed full time')).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'Total monthly payments' })).toBeVisible();
    await checkA11y('start/app-summary');
    await page.getByText('Important terms of your home equity line of credit', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Security interest' })).toBeVisible();
    await expect(page.getByText(/NMLS/).first()).toBeVisible();
    await page.getByText('What you should know about home equity lines of credit', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
    await checkA11y('start/app-summary with both documents open');
    await shots(page, 'app-summary');

    await page.getByRole('button', { name: 'Sign and submit application' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText([
      'Confirm that you have received the disclosures and accept the summary of your application',
      'Confirm that your application is true and complete and authorize the full credit check',
    ]);
    await checkA11y('start/app-summary with errors');
    await shots(page, 'app-summary-errors');
    await page.getByLabel(/I have received/).check();
    await page.getByLabel(/I certify that the information in my application is true/).check();
    await page.getByRole('button', { name: 'Sign and submit application' }).click();

    // The hard pull (the credit bureau, a few minutes) leads Happy on to income verification.
    await expect(page).not.toHaveURL(/\/start\/app-summary$/, { timeout: 30_000 });
    await expect(
      page
        .getByText('We need to verify your income.')
        .or(page.getByText('We are getting your credit report.'))
        .or(page.getByRole('heading', { level: 1, name: /income/i })),
    ).toBeVisible({ timeout: 30_000 });
    await expect(sidebar(page).getByRole('listitem').filter({ hasText: 'Provide More Info' })).toContainText(
      'completed',
      { timeout: 30_000 },
    );
    await checkA11y('after submission');
    await shots(page, 'after-submission');
  });
});
