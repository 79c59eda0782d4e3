import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { sitePageUrl } from '@lintel/domain/api/endpoints/site-pages';
import { sitePageSchema, type SitePage } from '@lintel/domain/shell-contracts/site-pages';
import { SITE_PAGE_SLUGS } from '@lintel/domain/shell-rules/site-page-slugs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../../src/features/organisations/seeds/demo-organisations.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (slug: string, org = 'lintel') =>
  t.app.inject({ method: 'GET', url: sitePageUrl(slug), headers: { 'x-org': org } });

async function page(slug: string, org = 'lintel'): Promise<SitePage> {
  const res = await get(slug, org);
  expect(res.statusCode, `${org} ${slug}`).toBe(200);
  return sitePageSchema.parse(res.json());
}

/** Every word of a page, links included, as one string. */
function words(found: SitePage): string {
  const inline = (part: string | { text: string; href: string }) =>
    typeof part === 'string' ? part : part.text;
  return [
    found.title,
    found.summary,
    ...found.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        'paragraph' in b
          ? b.paragraph.map(inline)
          : 'list' in b
            ? b.list.flat().map(inline)
            : b.facts.flatMap((f) => [f.term, ...f.detail.map(inline)]),
      ),
    ]),
  ].join(' ');
}

describe('GET /service-site/api/v1/pages/:slug (decision 170)', () => {
  it('answers every page for every demo lender, public and cached per lender', async () => {
    for (const { organisation } of DEMO_ORGANISATIONS) {
      for (const slug of SITE_PAGE_SLUGS) {
        const res = await get(slug, organisation.orgCode);
        expect(res.statusCode, `${organisation.orgCode} ${slug}`).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=300');
        expect(String(res.headers.vary)).toContain('x-org');
        const found = sitePageSchema.parse(res.json());
        expect(found.slug).toBe(slug);
        expect(found.sections.length).toBeGreaterThan(0);
      }
    }
  });

  it("fills the defaults with the lender's name, NMLS number, address, phone and email", async () => {
    const terms = words(await page('terms', 'summit-home-loans'));
    expect(terms).toContain('Summit Home Loans, Inc. (NMLS #3208816)');
    expect(terms).toContain('(877) 555-0178');
    expect(terms).toContain('help@summit.test');
    expect(terms).toContain('7 Trailhead Way, Suite 210, Denver, CO 80202');
    const legal = await page('legal', 'summit-home-loans');
    expect(words(legal)).toContain('Equal Opportunity Lender');
  });

  it('lists the licensed states by name on Licenses, with the footer’s "also offered in more states"', async () => {
    const licenses = await page('licenses');
    const list = licenses.sections.flatMap((s) => s.blocks).find((b) => 'list' in b);
    expect(list && 'list' in list ? list.list.flat() : []).toContain('North Carolina');
    const text = words(licenses);
    expect(text).not.toContain('Montana');
    expect(text).toContain('Lintel HELOC is also offered in more states.');
    expect(licenses.summary).toBe(
      'Lintel Home Finance, LLC is licensed to lend in 40 states. Our NMLS number is 1900101.',
    );
  });

  it('shows the phone hours in Pacific Time on Contact', async () => {
    const contact = await page('contact');
    const facts = contact.sections[0]?.blocks.find((b) => 'facts' in b);
    const terms = facts && 'facts' in facts ? facts.facts.map((f) => f.term) : [];
    expect(terms[0]).toBe('Phone');
    expect(terms).toContain('Mon - Fri');
    expect(words(contact)).toMatch(/AM - \d{1,2}:\d{2} PM PT/);
  });

  it('serves the page a lender wrote instead of the default, and the default for the rest', async () => {
    const privacy = await page('privacy', 'harbor-mortgage');
    expect(privacy).toMatchObject({ title: 'Harbor Mortgage Privacy Notice', lenderWritten: true });
    expect((await page('terms', 'harbor-mortgage')).lenderWritten).toBe(false);
    expect((await page('privacy', 'lintel')).title).toBe('Privacy Policy');
  });

  it('falls back to the default when what a lender wrote does not read as a page', async () => {
    await t.db.execute(
      sql`update organisations set document = jsonb_set(document, '{sitePages,legal}', '{"title": 1}'::jsonb)
          where code = 'prairie-lending'`,
    );
    expect(await page('legal', 'prairie-lending')).toMatchObject({ title: 'Legal', lenderWritten: false });
  });

  it('keeps the pages out of the organisation object the browser receives', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?org=harbor-mortgage' });
    expect(res.body).toContain('Harbor');
    expect(res.body).not.toContain('Harbor Mortgage Privacy Notice');
  });

  it('answers 400 with an errors list for a page that does not exist', async () => {
    const res = await get('cookies');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).errors[0]?.field).toBe('slug');
  });
});
