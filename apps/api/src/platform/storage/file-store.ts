import type { Executor } from '../db/db-executor.ts';

/** A file's bytes and the content type the server decided from them. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * The one place uploaded files are kept (decision 185): PostgreSQL by default, S3-compatible object storage when
 * configured. Keys are chosen by the server (`applications/{application}/documents/{document}`), never by a client.
 */
export interface FileStore {
  readonly kind: 'postgres' | 's3';
  /**
   * Keeps the bytes under `key`. PostgreSQL writes through `tx`, so a rolled-back transaction takes the file with
   * it; object storage writes at once, so a caller whose transaction then fails calls `remove`.
   */
  put(tx: Executor, key: string, file: StoredFile): Promise<void>;
  /** The bytes under `key`, or undefined when nothing is kept there. */
  get(db: Executor, key: string): Promise<Buffer | undefined>;
  /** Forgets `key`; nothing kept there is not an error. */
  remove(db: Executor, key: string): Promise<void>;
}
