import { organisationSchema } from '@lintel/domain/organisation/organisation';
import { themeCssRule } from '@lintel/domain/organisation/theme-css';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../../src/features/organisations/organisations-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const INDEX = `<!doctype html><html><head><title>Home equity line of credit</title><!--lintel-head--></head>
<body><div id="root"></div><script type="module" src="/account/heloc/assets/index-abc123.js"></script></body></html>`;

let dist: string;
let testApp: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  mkdirSync(join(dist, 'brands', 'lintel'), { recursive: true });
  writeFileSync(join(dist, 'brands', 'lintel', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  testApp = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

function injectedOrganisation(html: string) {
  const match = /<script type="application\/json" id="__LINTEL_ORG__">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no organisation script in the page');
  return organisationSchema.parse(JSON.parse(match[1]));
}

describe('index.html carries the organisation', () => {
  it('injects the organisation JSON, the theme CSS and the brand title', async () => {
    const page = await testApp.app.inject({ url: '/', headers: { 'x-org': 'harbor-mortgage' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const organisation = injectedOrganisation(page.body);
    expect(organisation.orgCode).toBe('harbor-mortgage');
    expect(page.body).toContain(
      `<style id="lintel-theme">${themeCssRule(organisation.orgBrand.theme)}</style>`,
    );
    expect(page.body).toContain('--color-primary:#005f73');
    expect(page.body).toContain('<title>Harbor Mortgage</title>');
    expect(page.body).not.toContain('<!--lintel-head-->');
  });

  it("names the New York counterpart lender from that lender's own record, and nothing for a brand without one", async () => {
    const main = injectedOrganisation(
      (await testApp.app.inject({ url: '/', headers: { 'x-org': 'lintel' } })).body,
    );
    const ny = injectedOrganisation(
      (await testApp.app.inject({ url: '/', headers: { 'x-org': 'lintel-ny' } })).body,
    );
    expect(main.orgMetaData.heloc.nyCounterpartOrgCode).toBe('lintel-ny');
    expect(main.orgMetaData.heloc.nyCounterpartCompanyName).toBe(ny.orgMetaData.companyInfo.companyName);
    expect(ny.orgMetaData.heloc.nyCounterpartCompanyName).toBe(main.orgMetaData.companyInfo.companyName);
    const harbor = await testApp.app.inject({ url: '/', headers: { 'x-org': 'harbor-mortgage' } });
    expect(injectedOrganisation(harbor.body).orgMetaData.heloc.nyCounterpartCompanyName).toBeUndefined();
  });

  it('allows exactly the injected theme style in the CSP and scripts from self only', async () => {
    const page = await testApp.app.inject({ url: '/' });
    const css = /<style id="lintel-theme">(.*?)<\/style>/s.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self';");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has one framing policy: nobody frames a page or an API answer (issue 28)', async () => {
    for (const url of ['/', '/api/v1/organization']) {
      const response = await testApp.app.inject({ url });
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('escapes < in the organisation JSON so data cannot close the script element', async () => {
    const [row] = await testApp.db
      .select()
      .from(organisations)
      .where(eq(organisations.code, 'prairie-lending'));
    if (!row) throw new Error('prairie-lending is not seeded');
    const hostile = '</script><script>alert(1)</script><!--';
    const document = {
      ...row.document,
      orgMetaData: {
        ...row.document.orgMetaData,
        companyInfo: { ...row.document.orgMetaData.companyInfo, disclosureCopy: hostile },
      },
    };
    await testApp.db.update(organisations).set({ document }).where(eq(organisations.code, 'prairie-lending'));
    await testApp.app.organisations.reload();
    const page = await testApp.app.inject({ url: '/', headers: { 'x-org': 'prairie-lending' } });
    expect(page.body).not.toContain(hostile);
    expect(page.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(injectedOrganisation(page.body).orgMetaData.companyInfo.disclosureCopy).toBe(hostile);
  });

  it('answers deep links with the page and unknown API paths with JSON 404', async () => {
    const deep = await testApp.app.inject({ url: '/account/heloc/application/offers?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('id="__LINTEL_ORG__"');
    for (const url of ['/api/nope', '/identity/nope', '/service-application/nope', '/ft/nope']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: 'Not found' }] });
    }
  });

  it('serves built assets under /account/heloc/ with an immutable cache, and 404s a missing one', async () => {
    const asset = await testApp.app.inject({ url: '/account/heloc/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const logo = await testApp.app.inject({ url: '/account/heloc/brands/lintel/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).not.toContain('immutable');
    const missing = await testApp.app.inject({ url: '/account/heloc/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('does not publish the build manifest, which names source files', async () => {
    const manifest = await testApp.app.inject({ url: '/account/heloc/.vite/manifest.json' });
    expect(manifest.body).not.toContain('src/main.tsx');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = join(dist, 'index.html');
    writeFileSync(file, INDEX.replace('index-abc123.js', 'index-def456.js'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const page = await testApp.app.inject({ url: '/' });
    expect(page.body).toContain('index-def456.js');
    expect(page.body).toContain('id="__LINTEL_ORG__"');
  });

  it('answers GET /api/organisation with the same object the page carries', async () => {
    const page = await testApp.app.inject({ url: '/', headers: { 'x-org': 'summit-home-loans' } });
    const api = await testApp.app.inject({
      url: '/api/organisation',
      headers: { 'x-org': 'summit-home-loans' },
    });
    expect(api.json()).toEqual(injectedOrganisation(page.body));
  });
});

describe('without a web build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('answers / with a page saying the web app is not built, still carrying the organisation', async () => {
    const page = await bare.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The web app is not built');
    expect(injectedOrganisation(page.body).orgCode).toBe('lintel');
  });
});
