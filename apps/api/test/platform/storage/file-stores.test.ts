import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/env.ts';
import { createFileStore } from '../../../src/platform/storage/create-file-store.ts';
import type { FileStore } from '../../../src/platform/storage/file-store.ts';
import { postgresFileStore } from '../../../src/platform/storage/postgres-file-store.ts';
import { createS3FileStore, type S3Settings } from '../../../src/platform/storage/s3-file-store.ts';
import {
  newApplication,
  signedInIdentity,
  type TestIdentity,
} from '../../features/applications/application-test-kit.ts';
import { FILES } from '../../features/workflow/after-offer/upload-files.ts';
import { manualClock } from '../../features/identity/identity-test-kit.ts';
import { startFakeS3 } from '../../support/fake-s3.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Decision 185: one file store, PostgreSQL by default and S3-compatible storage when configured; either way a
// refused or failed upload keeps nothing.

const V3 = '/service-application/api/v3/application/heloc';
const clock = manualClock();
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let settings: S3Settings;

beforeAll(async () => {
  s3 = await startFakeS3();
  settings = {
    bucket: 'lintel-uploads',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    prefix: 'test/',
    credentials: { accessKeyId: 'fake', secretAccessKey: 'fake-secret' },
  };
});
afterAll(() => s3.close());

describe('the S3 store against an S3-compatible endpoint', () => {
  it('puts, gets and removes objects under the prefix', async () => {
    const store = createS3FileStore(settings);
    const db = undefined as never;
    await store.put(db, 'a/b', { bytes: FILES.png, contentType: 'image/png' });
    expect(s3.objects.get('lintel-uploads/test/a/b')).toEqual({ body: FILES.png, contentType: 'image/png' });
    expect((await store.get(db, 'a/b'))?.equals(FILES.png)).toBe(true);
    expect(await store.get(db, 'a/missing')).toBeUndefined();
    await store.remove(db, 'a/b');
    expect(s3.objects.has('lintel-uploads/test/a/b')).toBe(false);
    await expect(store.remove(db, 'a/b')).resolves.toBeUndefined();
  });

  it('is the store when S3_BUCKET is set, the database otherwise', async () => {
    expect(await createFileStore(undefined)).toBe(postgresFileStore);
    expect((await createFileStore(settings)).kind).toBe('s3');
  });
});

describe('S3_* settings, validated at boot', () => {
  const base = {
    NODE_ENV: 'test',
    JWT_SECRET: 'b'.repeat(64),
    FIELD_ENCRYPTION_KEY: 'a'.repeat(64),
  } as const;
  it('reads a bucket, an endpoint, keys and a prefix', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'lintel-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: 'prod/',
    });
    expect(config.s3).toEqual({
      bucket: 'lintel-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'prod/',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'lintel-uploads', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'lintel-uploads',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('stops the start with the variable named when a setting is wrong', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Not A Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required/,
    );
  });
});

describe('uploads kept in a bucket', () => {
  let t: TestApp;
  let borrower: TestIdentity;
  let id: string;
  /** The S3 store, made to fail after its PUT when `failAfterPut` is set (a transaction that then fails). */
  let failAfterPut = false;

  beforeAll(async () => {
    const real = createS3FileStore(settings);
    const files: FileStore = {
      ...real,
      async put(tx, key, file) {
        await real.put(tx, key, file);
        if (failAfterPut) throw new Error('the database went away after the object was written');
      },
    };
    t = await createTestApp({ clock, files });
    borrower = await signedInIdentity(t.db, clock);
    id = await newApplication(t.db, clock, borrower, { step: 'IDENTITY_VERIFICATION' });
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, contentType: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${V3}/${id}/documents/PASSPORT`,
      headers: { ...borrower.headers, 'content-type': contentType },
      payload: body,
    });
  const rows = async () =>
    (
      (await t.db.execute(
        sql`select (select count(*) from application_documents where application_id = ${id})::int as documents,
                   (select count(*) from stored_files)::int as files`,
      )) as unknown as { rows: { documents: number; files: number }[] }
    ).rows[0];
  const objects = () => [...s3.objects.keys()].filter((k) => k.includes(id));

  it('puts the file in the bucket, not in the database', async () => {
    const before = await rows();
    const response = await upload(FILES.pdf, 'application/pdf');
    expect(response.statusCode).toBe(200);
    const { document } = response.json() as { document: { uuid: string } };
    expect(objects()).toEqual([`lintel-uploads/test/applications/${id}/documents/${document.uuid}`]);
    expect(await rows()).toEqual({ documents: before!.documents + 1, files: before!.files });
  });

  it('keeps nothing when a file is refused, when the bucket fails, or when the transaction fails after the PUT', async () => {
    const before = await rows();
    const keptObjects = objects();
    expect((await upload(FILES.pdf.subarray(0, 20), 'application/pdf')).statusCode).toBe(400);
    s3.failNextPuts(5);
    const bucketDown = await upload(FILES.png, 'image/png');
    expect(bucketDown.statusCode).toBe(500);
    expect(JSON.stringify(bucketDown.json())).not.toMatch(/InternalError|S3|bucket/i);
    s3.failNextPuts(0);
    failAfterPut = true;
    const failed = await upload(FILES.jpeg, 'image/jpeg');
    failAfterPut = false;
    expect(failed.statusCode).toBe(500);
    expect(s3.requests.filter((r) => r.startsWith('DELETE')).length).toBeGreaterThan(0);
    expect(objects()).toEqual(keptObjects);
    expect(await rows()).toEqual(before);
  });
});
