import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../../src/features/applications/tables/application-table.ts';
import { createKit, journey, type Kit } from './credit-review-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit?.t.close());

/** A persona application moved straight to a later step in the database (the steps between belong to others). */
async function placed(changes: Partial<typeof applications.$inferInsert>) {
  const j = await journey(kit, 'Flood');
  await kit.t.db.update(applications).set(changes).where(eq(applications.id, j.id));
  return j;
}

describe('pages for steps reached later in the journey', () => {
  it('error/flood-cert: closing disclosures wait on the flood certificate', async () => {
    const j = await placed({ serverStep: 'CLOSING_DISCLOSURE_GENERATED', waitingOnFloodCert: true });
    expect(await j.landing()).toBe('error/flood-cert');
    expect((await j.application()).status?.waitingOnFloodCert).toBe(true);
  });

  it('review-app/signdocs once the certificate is in', async () => {
    const j = await placed({ serverStep: 'CLOSING_DISCLOSURE_GENERATED', waitingOnFloodCert: false });
    expect(await j.landing()).toBe('review-app/signdocs');
  });

  it('review-app/uw: underwriting decided REVIEW and the file waits on an underwriter', async () => {
    const j = await placed({ serverStep: 'WAITING_FOR_UNDERWRITING', decision: 'REVIEW' });
    expect(await j.landing()).toBe('review-app/uw');
  });

  it('the flood persona soft-pulls with the flag set, so the wait shows when closing comes', async () => {
    const j = await journey(kit, 'Flood');
    expect(await j.settle()).toBe('LIEN_VERIFICATION');
    expect((await j.application()).status?.waitingOnFloodCert).toBe(true);
  });
});
