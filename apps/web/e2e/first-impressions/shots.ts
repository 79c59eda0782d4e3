import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

// Issue 16's screenshots: FIRST_IMPRESSIONS_SHOTS (e.g. /tmp/shots) or the repository's .tmp, never committed.
const DIR =
  process.env.FIRST_IMPRESSIONS_SHOTS ??
  fileURLToPath(new URL('../../../../.tmp/screenshots/first-impressions/', import.meta.url));
mkdirSync(DIR, { recursive: true });

/** Full-page screenshots at phone (390) and desktop (1280) widths, back at the desktop width afterwards. */
export async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
