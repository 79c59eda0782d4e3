import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signerInvitations } from '../../../../src/features/applications/tables/signer-invitations.ts';
import {
  FILES_A_DAY,
  KILOBYTES_IN_90_DAYS,
  uploadAllowance,
} from '../../../../src/features/workflow/after-offer/uploads/upload-allowance.ts';
import { TooManyRequests } from '../../../../src/platform/rate-limit/too-many-requests.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../../applications/application-test-kit.ts';
import { FILES } from './upload-files.ts';

// Issue 28, decision 248: one allowance per application for every upload route, the borrower's and a signer's,
// counted in PostgreSQL; a refusal is a 429 with `Retry-After` and keeps nothing.

const V3 = '/service-application/api/v3/application/heloc';
const SIGNERS = '/service-application/api/v1/heloc-signer/applications';
const DAY = 86_400_000;
const clock = manualClock();
let t: TestApp;
let borrower: TestIdentity;
let signer: TestIdentity;
let id: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  borrower = await signedInIdentity(t.db, clock);
  signer = await signedInIdentity(t.db, clock);
  id = await newApplication(t.db, clock, borrower, { step: 'IDENTITY_VERIFICATION' });
  const now = clock.now();
  // An accepted signer, as the invitation leaves one (their ID photos go through the signer's own upload route).
  await t.db.insert(signerInvitations).values({
    id: randomUUID(),
    applicationId: id,
    firstName: 'Casey',
    lastName: 'Owner',
    email: `${signer.id}@example.test`,
    relation: 'CO_DEEDER',
    tokenUsedAt: now,
    lastSentAt: now,
    identityId: signer.id,
    acceptedAt: now,
    createdAt: now,
  });
});
afterAll(() => t.close());

const borrowerUpload = (application = id, as = borrower) =>
  t.app.inject({
    method: 'PUT',
    url: `${V3}/${application}/documents/PAYSTUB`,
    headers: { ...as.headers, 'content-type': 'image/jpeg' },
    payload: FILES.jpeg,
  });
const signerUpload = () =>
  t.app.inject({
    method: 'PUT',
    url: `${SIGNERS}/${id}/documents/DRIVERS_LICENSE_FRONT`,
    headers: { ...signer.headers, 'content-type': 'image/jpeg' },
    payload: FILES.jpeg,
  });

async function kept() {
  const result = (await t.db.execute(
    sql`select (select count(*) from application_documents where application_id = ${id})::int as borrower,
               (select count(*) from signer_documents d join signer_invitations i on i.id = d.invitation_id
                 where i.application_id = ${id})::int as signer`,
  )) as unknown as { rows: { borrower: number; signer: number }[] };
  return result.rows[0];
}

function expectRefusal(response: Awaited<ReturnType<typeof borrowerUpload>>, message: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ errors: [{ message }] });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(23 * 3600);
  expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
}

describe('files a day per application', () => {
  it(`keeps ${FILES_A_DAY.max} from the borrower and a signer together, and refuses the next on either route`, async () => {
    for (let i = 0; i < FILES_A_DAY.max - 1; i += 1) {
      const uploaded = await borrowerUpload();
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    expect((await signerUpload()).statusCode).toBe(200);

    expectRefusal(await borrowerUpload(), FILES_A_DAY.message);
    expectRefusal(await signerUpload(), FILES_A_DAY.message);
    expect(await kept()).toEqual({ borrower: FILES_A_DAY.max - 1, signer: 1 });

    // Another application has its own allowance.
    const other = await signedInIdentity(t.db, clock);
    const otherId = await newApplication(t.db, clock, other, { step: 'IDENTITY_VERIFICATION' });
    expect((await borrowerUpload(otherId, other)).statusCode).toBe(200);
  });

  it("a stranger's upload is refused before it counts, so it cannot use up the borrower's allowance", async () => {
    const stranger = await signedInIdentity(t.db, clock);
    const strangersOwn = await newApplication(t.db, clock, stranger, { step: 'IDENTITY_VERIFICATION' });
    for (let i = 0; i < 3; i += 1)
      expect((await borrowerUpload(strangersOwn, borrower)).statusCode).toBe(404);
    expect((await borrowerUpload(strangersOwn, stranger)).statusCode).toBe(200);
  });
});

describe('what one application may store', () => {
  const TEN_MB = 10 * 1024 * 1024;
  const refusal = (run: Promise<void>) =>
    run.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('takes 500 MB in 90 days over several days, then refuses until the window ends', async () => {
    const owner = { applicationId: randomUUID() };
    const start = new Date('2026-12-01T09:00:00Z');
    for (let i = 0; i < FILES_A_DAY.max; i += 1) await uploadAllowance(t.db, owner, start, TEN_MB);
    const nextDay = new Date(start.getTime() + DAY);
    const fits = KILOBYTES_IN_90_DAYS.max / (TEN_MB / 1024) - FILES_A_DAY.max;
    for (let i = 0; i < fits; i += 1) await uploadAllowance(t.db, owner, nextDay, TEN_MB);

    const refused = await refusal(uploadAllowance(t.db, owner, nextDay, TEN_MB));
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).message).toBe(KILOBYTES_IN_90_DAYS.message);
    expect((refused as TooManyRequests).retryAfterSeconds).toBe(89 * 86_400);
    // A small file still does not fit; after the 90 days the application starts again.
    expect(await refusal(uploadAllowance(t.db, owner, nextDay, 1024))).toBeInstanceOf(TooManyRequests);
    expect(
      await refusal(uploadAllowance(t.db, owner, new Date(start.getTime() + 90 * DAY), TEN_MB)),
    ).toBeUndefined();
  });
});
