import type { FileStore } from './file-store.ts';
import { postgresFileStore } from './postgres-file-store.ts';
import type { S3Settings } from './s3-file-store.ts';

/**
 * Object storage when S3_BUCKET is set, otherwise the database (decision 185). The AWS SDK is loaded only then: it
 * is large, and on Node 20 it warns at import about its coming Node 22 floor.
 */
export async function createFileStore(s3: S3Settings | undefined): Promise<FileStore> {
  if (!s3) return postgresFileStore;
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(s3);
}
