import { expect, test } from '../fixtures/axe.ts';
import { landOn, registerAs, screenshots } from '../fixtures/personas.ts';

test.describe('sandbox personas land on the page their server step names', () => {
  test('Nomatch gives an SSN on credit/social; the Decline SSN ends on error/decline', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    await registerAs(page, 'Nomatch', checkA11y);
    await landOn(page, /\/credit\/social$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'What is your Social Security number?' }),
    ).toBeVisible();
    await checkA11y('credit/social');
    await screenshots(page, 'credit-social');

    const ssn = page.getByLabel('What is your Social Security number?');
    await expect(ssn).toHaveAttribute('type', 'password');
    await ssn.fill('666201234');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The Decline persona's SSN: a pull, the liens, then underwriting declines.
    await landOn(page, /\/liens$/, checkA11y);
    await checkA11y('liens');
    await page.getByRole('button', { name: 'Confirm and see my offers' }).click();
    await landOn(page, /\/error\/decline$/, checkA11y);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We cannot offer you a line of credit' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your rights' })).toContainText(
      'Equal Credit Opportunity Act',
    );
    // Issue 16: a decline for insufficient equity shows the value the lender lent on, not "Not known yet".
    const property = page.getByRole('region', { name: 'Your property' });
    await expect(property).toContainText('Automated valuation');
    await expect(property).toContainText(/Property value\s*\$\d{3},\d{3}/);
    await expect(property).not.toContainText(/Property value\s*Not known yet/);
    await checkA11y('error/decline');
    await screenshots(page, 'error-decline');
  });
});
