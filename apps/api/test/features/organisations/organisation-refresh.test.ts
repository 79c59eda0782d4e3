import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshOrganisations } from '../../../src/features/organisations/organisation-refresh.ts';
import { organisations } from '../../../src/features/organisations/organisations-tables.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Issue 28: every process keeps the lenders in memory; a change written by another process reaches this one on a
// timer (a minute in production, 50 ms here), and an unchanged table keeps the same objects (and rendered pages).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: (app) => refreshOrganisations(app, 50) });
});
afterAll(() => t.close());

const disclosure = async () =>
  ((await t.app.inject({ url: '/api/organisation', headers: { 'x-org': 'prairie-lending' } })).json() as {
    orgMetaData: { companyInfo: { disclosureCopy?: string } };
  }).orgMetaData.companyInfo.disclosureCopy;

describe('the lenders another process changed', () => {
  it('are read again on a timer, and an unchanged table keeps the same objects', async () => {
    const before = t.app.organisations.find('prairie-lending');
    await t.app.organisations.reload();
    expect(t.app.organisations.find('prairie-lending')).toBe(before);

    const [row] = await t.db.select().from(organisations).where(eq(organisations.code, 'prairie-lending'));
    if (!row) throw new Error('prairie-lending is not seeded');
    const copy = 'Written by another process.';
    const document = {
      ...row.document,
      orgMetaData: {
        ...row.document.orgMetaData,
        companyInfo: { ...row.document.orgMetaData.companyInfo, disclosureCopy: copy },
      },
    };
    // As another process would: straight into the table, no reload called here.
    await t.db.update(organisations).set({ document }).where(eq(organisations.code, 'prairie-lending'));
    await expect.poll(disclosure, { timeout: 5_000, interval: 50 }).toBe(copy);
    expect(t.app.organisations.find('prairie-lending')).not.toBe(before);
  });
});
