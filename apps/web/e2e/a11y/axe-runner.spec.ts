import { test as plain, expect } from '@playwright/test';
import { axeViolations } from '../fixtures/axe.ts';

// The runner every journey's checkA11y uses must find what axe finds: in the page, in a same-origin frame, and again
// after the app changes the page without a navigation (axe is evaluated once per document).
plain(
  'axeViolations reports an image without a text alternative, in the page and in a frame',
  async ({ page }) => {
    await page.goto('/healthz');
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Runner</title></head><body><main><h1>Runner</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><body><main><input></main></body></html>"></iframe>' +
        '</main></body></html>',
    );
    await expect(page.frameLocator('iframe').locator('input')).toBeVisible();
    const found = await axeViolations(page);
    expect(found.map((line) => line.split(' ')[0])).toEqual(['image-alt', 'label']);
    expect(found[1]).toContain('iframe');

    // Fixed without a navigation: the same document, axe already in it.
    await page.evaluate(() => {
      document.querySelector('img')?.setAttribute('alt', 'A dot');
      document.querySelector('iframe')?.remove();
    });
    expect(await axeViolations(page)).toEqual([]);
  },
);
