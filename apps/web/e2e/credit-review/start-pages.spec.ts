import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs, screenshots } from '../fixtures/personas.ts';

const h1 = (name: string) => ({ level: 1, name }) as const;

test.describe('start/profile and start/contact (COLLECT_ADDITIONAL_INFO)', () => {
  test('Happy: after choosing an offer, the profile and the phone, then on to HMDA', async ({
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

    // The step names start/contact; its answers start on start/profile.
    await landOn(page, /\/start\/profile$/, checkA11y);
    await expect(page.getByRole('heading', h1('About you and your home'))).toBeVisible();
    await expect(page.getByRole('group', { name: /How do you own 7484 Elm Street/ })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please select how you own the property',
      'Please select your marital status',
      'Enter your Social Security number',
      'Required',
    ]);
    await expect(page).toHaveTitle(/^Error: About you and your home/);
    await checkA11y('start/profile with errors');
    await screenshots(page, 'start-profile-errors');

    await page.getByLabel('In my name only').check();
    await page.getByLabel('Unmarried').check();
    await page.getByLabel('Social Security number', { exact: true }).fill('123456789');
    await expect(page.getByLabel('Social Security number', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    await page.getByLabel('I authorize the full credit check described above.').check();
    await checkA11y('start/profile');
    await screenshots(page, 'start-profile');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/start\/contact$/);
    const phone = page.getByRole('textbox', { name: 'What is your mobile phone number?' });
    // Registration's number is offered.
    await expect(phone).toHaveValue('(312) 555-0188');
    await phone.fill('555');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Please enter a valid phone number']);
    await checkA11y('start/contact with an error');
    await phone.fill('3125550199');
    await checkA11y('start/contact');
    await screenshots(page, 'start-contact');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // HMDA is next: start/hmda (decision 180; the journey on is after-offer/submission.spec.ts).
    await landOn(page, /\/start\/hmda$/, checkA11y);
    await expect(page.getByRole('heading', h1('Demographic information'))).toBeVisible();
    await checkA11y('start/hmda');
  });
});
