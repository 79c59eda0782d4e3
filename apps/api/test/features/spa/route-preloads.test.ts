import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Decision 121: a page names its route's chunks (from the build's .vite/route-preloads.json) beside the entry.
const INDEX = `<!doctype html><html><head><title>x</title><!--lintel-head-->
<script type="module" crossorigin src="/account/heloc/assets/index-abc123.js"></script></head><body></body></html>`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PRELOADS = {
  routes: [
    {
      name: 'register-v2 first screen',
      pattern: '^/account/heloc/register-v2/?$',
      announce: true,
      scripts: ['assets/register-first-1.js', 'assets/react-hook-form-2.js'],
      styles: ['assets/register-first-3.css'],
    },
    {
      name: 'application',
      pattern: `^/account/heloc/${UUID}/`,
      announce: true,
      scripts: ['assets/layout-4.js'],
      styles: [],
    },
    // Measured by the bench, not announced: its first paint waits on calls, not on these chunks.
    {
      name: 'dashboard',
      pattern: '^/dashboard/?$',
      announce: false,
      scripts: ['assets/dash-5.js'],
      styles: [],
    },
  ],
};

let dist: string;
let testApp: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify(PRELOADS));
  testApp = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await testApp.app.inject({ url, headers: { 'x-org': 'lintel' } })).body;
const preloads = (html: string) => [
  ...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g),
];

describe('index.html announces the chunks of the route it opens', () => {
  it("names the first registration screen's chunks and stylesheet, after the entry", async () => {
    const html = await page('/account/heloc/register-v2?loanOriginatorUuid=x');
    expect(preloads(html).map((match) => match[2])).toEqual([
      '/account/heloc/assets/register-first-1.js',
      '/account/heloc/assets/react-hook-form-2.js',
      '/account/heloc/assets/register-first-3.css',
    ]);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/account/heloc/assets/register-first-1.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/account/heloc/assets/register-first-3.css">',
    );
    expect(html.indexOf('index-abc123.js')).toBeLessThan(html.indexOf('register-first-1.js'));
  });

  it('picks the route by path, and names nothing for a path without an announced entry', async () => {
    const application = await page('/account/heloc/5e1d0000-0000-4000-8000-000000000001/product/select');
    expect(preloads(application).map((match) => match[2])).toEqual(['/account/heloc/assets/layout-4.js']);
    expect(preloads(await page('/account/heloc/register-v2/home-address'))).toEqual([]);
    expect(preloads(await page('/coming-soon'))).toEqual([]);
    expect(preloads(await page('/dashboard'))).toEqual([]);
    // The cached register page is not handed to another route.
    expect(preloads(await page('/account/heloc/register-v2'))).toHaveLength(3);
  });
});
