import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATION_ID } from '../../../src/features/applications/demo-application-seed.ts';
import { seedDemoSigners } from '../../../src/features/applications/demo-signers-seed.ts';
import { signerInvitations } from '../../../src/features/applications/tables/signer-invitations.ts';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { SIGNERS } from './signer-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo signers have accepted invitations (decision 230)', () => {
  it.each([
    ['cosigner@lintel.test', 'CO_BORROWER'],
    ['codeeder@lintel.test', 'CO_DEEDER'],
  ])('%s reads their own signer area', async (email, relation) => {
    const jwt = await loginJwt(t.app, email);
    const read = await t.app.inject({ url: `${SIGNERS}/${DEMO_APPLICATION_ID}`, headers: { 'x-org': 'lintel', ...bearer(jwt) } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ relation, progress: 'ACCEPTED', cancelled: false, borrowerFirstName: 'Avery' });
    const mine = await t.app.inject({ url: SIGNERS, headers: { 'x-org': 'lintel', ...bearer(jwt) } });
    expect(mine.json().applications.map((a: { uuid: string }) => a.uuid)).toEqual([DEMO_APPLICATION_ID]);
  });

  it('seeding again adds no second invitation', async () => {
    await seedDemoSigners(t.db);
    const rows = await t.db.select().from(signerInvitations).where(eq(signerInvitations.applicationId, DEMO_APPLICATION_ID));
    expect(rows.map((r) => r.email).sort()).toEqual(['codeeder@lintel.test', 'cosigner@lintel.test']);
  });
});
