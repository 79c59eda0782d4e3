import { expect, test } from '../fixtures/axe.ts';

// Issue 16: what a borrower reads is US English ("Call us on" and "authorise" before).
test.describe('first impressions: US English', () => {
  test('the timeout and coming-soon pages say "Call us at"', async ({ page, checkA11y }) => {
    for (const [path, text] of [
      ['/timeout?org=lintel', /Need help\? Call us at \(\d{3}\) \d{3}-\d{4}\./],
      ['/coming-soon?org=lintel', /Questions in the meantime\? Call us at \(\d{3}\) \d{3}-\d{4}\./],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('main')).not.toContainText('Call us on');
      await checkA11y(path);
    }
  });
});
