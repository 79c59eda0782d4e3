import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs, screenshots } from '../fixtures/personas.ts';

const h1 = (name: string) => ({ level: 1, name }) as const;

test.describe('credit stops: each persona lands on its page and can act there', () => {
  test('Frozen: credit/error names the bureau, says how to lift it, and "Try again" comes back', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Frozen', checkA11y);
    await landOn(page, /\/credit\/error$/, checkA11y);
    await expect(page.getByRole('heading', h1('Your credit file is frozen'))).toBeVisible();
    await expect(page.getByText(/Contact Sandbox Credit Bureau at \(800\) 555-0142/)).toBeVisible();
    await expect(page.getByText('Waiting on')).toBeVisible();
    await checkA11y('credit/error frozen');
    await screenshots(page, 'credit-error-frozen');
    const retry = page.waitForResponse((r) => r.url().endsWith('/credit/retry'));
    await page.getByRole('button', { name: 'Try again' }).click();
    // The pull runs again; the sandbox bureau still has the file frozen, so the borrower comes back to the same page
    // (the wait between may be too short to show: only the answer and the landing are certain).
    expect((await retry).status()).toBe(200);
    await page
      .waitForURL((url) => !url.pathname.endsWith('/credit/error'), { timeout: 10_000 })
      .catch(() => undefined);
    await landOn(page, /\/credit\/error$/, checkA11y);
    await expect(page.getByRole('heading', h1('Your credit file is frozen'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled({ timeout: 30_000 });
  });

  test('Locked: credit/error says to unlock the file', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Locked', checkA11y);
    await landOn(page, /\/credit\/error$/, checkA11y);
    await expect(page.getByRole('heading', h1('Your credit file is locked'))).toBeVisible();
    await expect(page.getByText(/Unlock your credit file/)).toBeVisible();
    await checkA11y('credit/error locked');
    await screenshots(page, 'credit-error-locked');
  });

  test('Pin: a wrong PIN leads to review-app/incorrect-pin, 1234 lifts the freeze and on to the liens', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(150_000);
    await registerAs(page, 'Pin', checkA11y);
    await landOn(page, /\/credit\/error$/, checkA11y);
    await page.getByRole('button', { name: 'Continue with this PIN' }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await checkA11y('credit/error with PIN errors');
    await screenshots(page, 'credit-error-pin');
    await page.getByLabel('Credit freeze PIN').fill('9999');
    await page.getByRole('button', { name: 'Continue with this PIN' }).click();
    await landOn(page, /\/review-app\/incorrect-pin$/, checkA11y);
    await expect(page.getByRole('heading', h1('The credit bureau did not accept your PIN'))).toBeVisible();
    await checkA11y('review-app/incorrect-pin');
    await screenshots(page, 'review-app-incorrect-pin');
    await page.getByLabel('Enter your credit freeze PIN again').fill('1234');
    await page.getByRole('button', { name: 'Continue with this PIN' }).click();
    await landOn(page, /\/liens$/, checkA11y);
  });

  test('Wrongpin: every PIN is refused', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Wrongpin', checkA11y);
    await landOn(page, /\/credit\/error$/, checkA11y);
    await checkA11y('credit/error');
    await page.getByLabel('Credit freeze PIN').fill('1234');
    await page.getByRole('button', { name: 'Continue with this PIN' }).click();
    await landOn(page, /\/review-app\/incorrect-pin$/, checkA11y);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('Nocredit: review-app/no-credit explains and offers a person', async ({ page, checkA11y }) => {
    test.setTimeout(120_000);
    await registerAs(page, 'Nocredit', checkA11y);
    await landOn(page, /\/review-app\/no-credit$/, checkA11y);
    await expect(page.getByRole('heading', h1('We could not find a credit file for you'))).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await checkA11y('review-app/no-credit');
    await screenshots(page, 'review-app-no-credit');
  });

  test('Nossn: the SSN does not find a file either, review-app/no-credit', async ({ page, checkA11y }) => {
    test.setTimeout(150_000);
    await registerAs(page, 'Nossn', checkA11y);
    await landOn(page, /\/credit\/social$/, checkA11y);
    await checkA11y('credit/social');
    await page.getByLabel('What is your Social Security number?').fill('666021234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await landOn(page, /\/review-app\/no-credit$/, checkA11y);
    await expect(page.getByRole('heading', h1('We could not find a credit file for you'))).toBeVisible();
  });
});
