import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationConditions } from '../../../../src/features/applications/tables/application-records.ts';
import { manualClock } from '../../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../../support/test-app.ts';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../../applications/application-test-kit.ts';
import { BAD_UPLOADS, FILES } from './upload-files.ts';

// Issue 17: every bad upload is a 4xx in the `errors` format with a clear message, and keeps nothing (decision 184).

const V3 = '/service-application/api/v3/application/heloc';
const clock = manualClock();
let t: TestApp;
let borrower: TestIdentity;
let coBorrower: TestIdentity;
let id: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  borrower = await signedInIdentity(t.db, clock);
  coBorrower = await signedInIdentity(t.db, clock);
  id = await newApplication(t.db, clock, borrower, {
    step: 'IDENTITY_VERIFICATION',
    signers: [{ identityId: coBorrower.id, role: 'BORROWER' }],
  });
});
afterAll(() => t.close());

function upload(
  type: string,
  body: Buffer | undefined,
  contentType: string | undefined,
  {
    as = borrower,
    application = id,
    fileName,
  }: { as?: TestIdentity; application?: string; fileName?: string } = {},
) {
  const query = fileName ? `?fileName=${encodeURIComponent(fileName)}` : '';
  return t.app.inject({
    method: 'PUT',
    url: `${V3}/${application}/documents/${type}${query}`,
    headers: { ...as.headers, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

async function kept(application = id) {
  const rows = (await t.db.execute(
    sql`select (select count(*) from application_documents where application_id = ${application})::int as documents,
               (select count(*) from stored_files where key like ${`applications/${application}/%`})::int as files`,
  )) as unknown as { rows: { documents: number; files: number }[] };
  return rows.rows[0];
}

describe('a good upload', () => {
  it('is stored under a name and key the server chooses, and listed with when it was sent', async () => {
    const before = await kept();
    const photo = await upload('DRIVERS_LICENSE_FRONT', FILES.jpeg, 'image/jpeg', {
      fileName: 'C:\\Users\\robin\\Pictures\\IMG_0042.JPG',
    });
    expect(photo.statusCode).toBe(200);
    const { document } = photo.json() as { document: { uuid: string } };
    expect(photo.json()).toEqual({
      step: 'IDENTITY_VERIFICATION',
      document: {
        uuid: document.uuid,
        type: 'DRIVERS_LICENSE_FRONT',
        fileName: 'drivers-license-front-1.jpg',
        originalName: 'IMG_0042.JPG',
        contentType: 'image/jpeg',
        sizeBytes: FILES.jpeg.length,
        createdAt: clock.now().toISOString(),
      },
    });
    const again = await upload('DRIVERS_LICENSE_FRONT', FILES.png, 'image/png');
    expect(again.json()).toMatchObject({ document: { fileName: 'drivers-license-front-2.png' } });
    expect((await upload('PAYSTUB', FILES.pdf, 'application/pdf')).statusCode).toBe(200);
    // Some tools call a JPEG image/jpg.
    expect((await upload('DRIVERS_LICENSE_BACK', FILES.jpeg, 'image/jpg')).statusCode).toBe(200);
    expect(await kept()).toEqual({ documents: before!.documents + 4, files: before!.files + 4 });
    const stored = (await t.db.execute(
      sql`select d.storage_key, f.content, f.content_type from application_documents d
          join stored_files f on f.key = d.storage_key where d.id = ${document.uuid}`,
    )) as unknown as { rows: { storage_key: string; content: Uint8Array; content_type: string }[] };
    expect(stored.rows[0]?.storage_key).toBe(`applications/${id}/documents/${document.uuid}`);
    expect(Buffer.from(stored.rows[0]!.content).equals(FILES.jpeg)).toBe(true);
    expect(stored.rows[0]?.content_type).toBe('image/jpeg');

    const list = await t.app.inject({ url: `${V3}/${id}/documents`, headers: borrower.headers });
    expect(list.statusCode).toBe(200);
    const { documents } = list.json() as { documents: { fileName: string; createdAt: string }[] };
    expect(documents.map((d) => d.fileName)).toEqual([
      'drivers-license-front-1.jpg',
      'drivers-license-front-2.png',
      'paystub-1.pdf',
      'drivers-license-back-1.jpg',
    ]);
    // The borrower's uploads are the borrower's: a signer is answered as a stranger (decision 249).
    expect(
      (await t.app.inject({ url: `${V3}/${id}/documents`, headers: coBorrower.headers })).statusCode,
    ).toBe(404);
    const stranger = await signedInIdentity(t.db, clock);
    const hidden = await t.app.inject({ url: `${V3}/${id}/documents`, headers: stranger.headers });
    expect(hidden.statusCode).toBe(404);
  });

  it('lists what is still asked for next to what was sent', async () => {
    const application = await newApplication(t.db, clock, borrower, { step: 'INCOME_VERIFICATION' });
    await t.db.insert(applicationConditions).values([
      {
        id: randomUUID(),
        applicationId: application,
        category: 'GENERIC_DOCUMENT_REQUEST',
        commentsToBorrower: 'Please send your most recent homeowners insurance declarations page.',
        requestDocuments: true,
        numDocsRequired: 1,
        createdAt: clock.now(),
      },
      {
        id: randomUUID(),
        applicationId: application,
        category: 'MISSING_PHONE_NUMBER',
        commentsToBorrower: 'Please give us a phone number.',
        requestDocuments: false,
        createdAt: clock.now(),
      },
    ]);
    const list = await t.app.inject({ url: `${V3}/${application}/documents`, headers: borrower.headers });
    expect(list.json()).toEqual({
      documents: [],
      requests: [
        {
          uuid: expect.any(String),
          category: 'GENERIC_DOCUMENT_REQUEST',
          commentsToBorrower: 'Please send your most recent homeowners insurance declarations page.',
          numDocsRequired: 1,
          created: clock.now().toISOString(),
        },
      ],
    });
  });
});

describe('every bad upload', () => {
  for (const bad of BAD_UPLOADS) {
    it(`refuses ${bad.what} with ${bad.status} and keeps nothing`, async () => {
      const before = await kept();
      const response = await upload('PAYSTUB', bad.body, bad.contentType);
      expect(response.statusCode).toBe(bad.status);
      expect(response.json()).toEqual({ errors: [{ message: bad.message, field: 'file' }] });
      expect(await kept()).toEqual(before);
    });
  }

  it('refuses a document type it does not know, and one the lender produces (400)', async () => {
    for (const type of ['SELFIE', 'NOTE', 'drivers_license_front']) {
      const response = await upload(type, FILES.pdf, 'application/pdf');
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ message: 'This document type cannot be uploaded', field: 'type' }],
      });
    }
  });

  it('answers 404 to a stranger, 403 to a signer and 409 once the application is closed, keeping nothing', async () => {
    const before = await kept();
    const stranger = await signedInIdentity(t.db, clock);
    const hidden = await upload('PAYSTUB', FILES.pdf, 'application/pdf', { as: stranger });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ errors: [{ message: 'Not found' }] });
    // A stranger learns nothing about the file rules of an application they cannot see.
    expect((await upload('PAYSTUB', Buffer.from('hello'), 'text/plain', { as: stranger })).statusCode).toBe(
      404,
    );
    const signer = await upload('PAYSTUB', FILES.pdf, 'application/pdf', { as: coBorrower });
    expect(signer.statusCode).toBe(403);
    expect(signer.json()).toEqual({
      errors: [{ message: 'Only the applicant can do this. Co-signers sign in their own area.' }],
    });
    expect(await kept()).toEqual(before);
    const declined = await newApplication(t.db, clock, borrower, { step: 'DECLINED' });
    const late = await upload('PAYSTUB', FILES.pdf, 'application/pdf', { application: declined });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      errors: [{ message: 'This action is not available at this step of the application' }],
    });
    expect(await kept(declined)).toEqual({ documents: 0, files: 0 });
  });

  it('refuses a body far over the limit before reading it all (413)', async () => {
    const huge = Buffer.concat([FILES.pdf, Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload('PAYSTUB', huge, 'application/pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ message: 'The request body is too large' }] });
  });
});
