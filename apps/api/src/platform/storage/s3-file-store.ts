import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store.ts';

/** S3_* settings (env.ts); without keys the SDK's own chain is used (instance role, AWS_* variables). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph…); unset, AWS itself. */
  endpoint?: string | undefined;
  /** Put the bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can serve several deployments. */
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Files as objects in an S3-compatible bucket (decision 185). A PUT is atomic (an object exists whole or not at
 * all); the upload that wrote one removes it again when its transaction fails. Checksums are only sent where the
 * API requires them: several S3-compatible services refuse the SDK's default CRC headers.
 */
export function createS3FileStore(settings: S3Settings, client?: S3Client): FileStore {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
  const s3 = client ?? new S3Client(config);
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(_tx, key, file) {
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: file.bytes,
          ContentType: file.contentType,
          ContentLength: file.bytes.length,
        }),
      );
    },
    async get(_db, key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(_db, key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}
