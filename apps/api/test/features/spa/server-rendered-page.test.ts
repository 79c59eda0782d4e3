import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Decision 244: a visitor's start page comes rendered by the server, with a boot script in place of the app's entry.
const INDEX = `<!doctype html><html><head><title>Home equity line of credit</title><!--lintel-head-->
<script type="module" crossorigin src="/account/heloc/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;
const BOOT = '(function(){window.booted=1})();';
// What apps/web/build/server-pages.ts builds, reduced to what the server reads: renderPage(url, organisation, data).
const RENDER_PAGE = `
let calls = 0;
export async function renderPage(url, organisation, data) {
  calls += 1;
  if (organisation.orgCode === 'harbor-mortgage') throw new Error('cannot render');
  const banners = Object.keys(data.banners).join(',');
  if (url.includes('register-v2') && !data.flags['fe-heloc-redesign-2025'].flagEnabled) return null;
  return {
    html: '<main><h1>Start of ' + organisation.orgCode + '</h1><p data-url="' + url + '">' + calls + '</p><p>' + banners + '</p></main>',
    head: '<link rel="preload" as="image" href="/logo.svg"/>',
    title: 'Home equity line of credit - ' + organisation.orgBrand.name + ' <&>',
  };
}`;

let dist: string;
let testApp: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lintel-dist-ssr-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server', 'render-page.js'), RENDER_PAGE);
  writeFileSync(join(dist, '.server', 'deferred-boot.js'), BOOT);
  testApp = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, org = 'lintel') => testApp.app.inject({ url, headers: { 'x-org': org } });

describe("a visitor's start page rendered by the server", () => {
  it('carries the page in #root, its title, the banners, and the boot script allowed by its hash', async () => {
    const response = await page('/?org=lintel');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root" data-server-rendered><main><h1>Start of lintel</h1>');
    expect(html).toContain('data-url="/?org=lintel"');
    expect(html).toContain('<title>Home equity line of credit - Lintel &lt;&amp;&gt;</title>');
    // React's hint goes to the head, not before the tree.
    expect(html.indexOf('<link rel="preload" as="image" href="/logo.svg"/>')).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(html).toMatch(
      /<script type="application\/json" id="__LINTEL_SERVER_DATA__">\{"banners":\{"test":\[.*\],"production":\[.*\]\},"flags":\{\}\}<\/script>/,
    );
    // No app entry: the boot script loads it when wanted.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script data-entry="/account/heloc/assets/index-abc123.js">${BOOT}</script></body>`,
    );
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('renders each address once', async () => {
    const first = (await page('/')).body;
    const again = (await page('/')).body;
    expect(again).toBe(first);
  });

  it('sends the app to render the page itself for any other address or query', async () => {
    for (const url of [
      '/?org=lintel&loanOriginatorUuid=5e1d0000-0000-4000-8000-000000000001',
      '/?org=lintel&pop-webchat=1',
      '/?org=someone-else',
      '/dashboard?org=lintel',
      '/auth/login',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain(
        '<script type="module" crossorigin src="/account/heloc/assets/index-abc123.js">',
      );
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self';");
    }
  });

  it("renders register-v2's first screen with the lender's registration flags, sent with the page", async () => {
    const response = await page('/account/heloc/register-v2?org=lintel');
    expect(response.body).toContain('<div id="root" data-server-rendered>');
    const data = /<script type="application\/json" id="__LINTEL_SERVER_DATA__">(.*?)<\/script>/.exec(
      response.body,
    );
    const flags = (JSON.parse(data?.[1] ?? '{}') as { flags: Record<string, { flagEnabled: boolean }> })
      .flags;
    expect(Object.keys(flags).sort()).toEqual([
      'fe-heloc-ca-fires-disaster-zips',
      'fe-heloc-heloc-ny-modal',
      'fe-heloc-maintenance',
      'fe-heloc-ny-fcra',
      'fe-heloc-redesign-2025',
    ]);
    expect(flags['fe-heloc-redesign-2025']?.flagEnabled).toBe(true);
  });

  it('leaves to the browser a page whose gate sends the visitor elsewhere (the classic registration)', async () => {
    const response = await page('/account/heloc/register-v2?org=prairie-lending', 'prairie-lending');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('falls back to the page the browser renders when the rendering fails', async () => {
    const response = await page('/?org=harbor-mortgage', 'harbor-mortgage');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/account/heloc/assets/index-abc123.js">',
    );
  });
});
