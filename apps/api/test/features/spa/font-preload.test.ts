import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usesShippedFont } from '../../../src/features/spa/font-preload.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Decision 175: the brand font is announced with the page, for the themes set in it only.
const INDEX = `<!doctype html><html><head><title>x</title><!--lintel-head-->
<script type="module" crossorigin src="/account/heloc/assets/index-abc123.js"></script></head><body></body></html>`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    assets: ['assets/font-1.woff2', 'assets/logo-2.svg'],
  },
};
const FONT_LINK =
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/account/heloc/assets/font-1.woff2">';

let dist: string;
let testApp: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  testApp = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (org: string) =>
  (await testApp.app.inject({ url: '/account/heloc/register-v2', headers: { 'x-org': org } })).body;

describe('index.html preloads the brand font (decision 175)', () => {
  it('for a theme set in Source Sans 3, before the head ends', async () => {
    const html = await page('lintel');
    expect(html).toContain(FONT_LINK);
    expect(html.indexOf(FONT_LINK)).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('logo-2.svg');
  });

  it('not for Harbor (Georgia) nor Summit (Trebuchet MS), which never download it', async () => {
    expect(await page('harbor-mortgage')).not.toContain('.woff2');
    expect(await page('summit-home-loans')).not.toContain('.woff2');
  });

  it('reads the first face of the font list only', () => {
    expect(usesShippedFont({ fontFamily: "'Source Sans 3', 'Segoe UI', sans-serif" })).toBe(true);
    expect(usesShippedFont({ fontFamily: 'Source Sans 3' })).toBe(true);
    expect(usesShippedFont({ fontFamily: "Georgia, 'Source Sans 3', serif" })).toBe(false);
  });
});
