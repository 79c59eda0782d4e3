import { organisationSchema } from '@lintel/domain/organisation/organisation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../../src/features/organisations/organisations-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ config: { orgHostMap: { 'borrow.prairie.test': 'prairie-lending' } } });
});
afterAll(() => testApp.close());

async function organisationFor(headers: Record<string, string>, url = '/api/organisation') {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { response, code: response.statusCode === 200 ? organisationSchema.parse(response.json()).orgCode : null };
}

describe('which organisation a request acts for', () => {
  it('defaults to lintel', async () => {
    expect((await organisationFor({})).code).toBe('lintel');
  });

  it('takes the x-org header first', async () => {
    expect((await organisationFor({ 'x-org': 'harbor-mortgage', cookie: 'lintel_org=summit-home-loans' })).code).toBe(
      'harbor-mortgage',
    );
  });

  it('refuses an unknown x-org on the API with 400 Unknown organisation', async () => {
    const { response } = await organisationFor({ 'x-org': 'no-such-lender' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: 'Unknown organisation', field: 'x-org' }] });
  });

  it('takes ?org= on a page load and keeps it in an HttpOnly SameSite=Lax cookie', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/dashboard?org=summit-home-loans' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"orgCode":"summit-home-loans"');
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(/^lintel_org=summit-home-loans;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The cookie then selects the organisation for later API calls without a header.
    expect((await organisationFor({ cookie: 'lintel_org=summit-home-loans' })).code).toBe('summit-home-loans');
  });

  it('does not let ?org= choose the organisation of an API call other than the page data', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz?org=no-such-lender' });
    expect(response.statusCode).toBe(200);
  });

  it('falls back to the default page for an unknown ?org= and sets no cookie', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/?org=no-such-lender' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"orgCode":"lintel"');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('ignores a cookie naming an organisation that does not exist', async () => {
    expect((await organisationFor({ cookie: 'lintel_org=gone-lender' })).code).toBe('lintel');
  });

  it('maps hosts from ORG_HOST_MAP and from the organisation table', async () => {
    expect((await organisationFor({ host: 'borrow.prairie.test:3000' })).code).toBe('prairie-lending');
    expect((await organisationFor({ host: 'heloc.harbor-mortgage.test' })).code).toBe('harbor-mortgage');
    expect((await organisationFor({ host: 'unknown.example.test' })).code).toBe('lintel');
  });

  it('prefers the cookie over the host', async () => {
    const { code } = await organisationFor({ host: 'heloc.harbor-mortgage.test', cookie: 'lintel_org=lintel-ny' });
    expect(code).toBe('lintel-ny');
  });

  it('serves organisations from memory until reloaded', async () => {
    const [row] = await testApp.db.select().from(organisations).where(eq(organisations.code, 'prairie-lending'));
    if (!row) throw new Error('prairie-lending is not seeded');
    const renamed = { ...row.document, orgBrand: { ...row.document.orgBrand, name: 'Prairie Lending Co-op' } };
    await testApp.db.update(organisations).set({ document: renamed }).where(eq(organisations.code, 'prairie-lending'));
    const name = async () =>
      (await testApp.app.inject({ url: '/api/organisation', headers: { 'x-org': 'prairie-lending' } })).json().orgBrand
        .name;
    expect(await name()).toBe('Prairie Lending');
    await testApp.app.organisations.reload();
    expect(await name()).toBe('Prairie Lending Co-op');
  });
});
