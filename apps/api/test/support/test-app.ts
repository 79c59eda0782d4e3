import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { AppConfig } from '../../src/platform/config/env.ts';
import type { Database } from '../../src/platform/db/database.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { cloneTemplateDatabase } from './template-database.ts';
import { testConfig } from './test-config.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: Clock;
  config?: Partial<AppConfig>;
  /** Defaults to a directory that does not exist, so pages are the "not built" page whatever is on disk. */
  webDistDir?: string;
  extend?: BuildAppOptions['extend'];
  /** A sandbox mailer the test reads (the email outbox's deliveries), made on the app's database (test-mailer.ts). */
  mailer?: (db: Database) => NonNullable<BuildAppOptions['mailer']>;
  /** A file store the test controls (a fake bucket, a store that fails). */
  files?: BuildAppOptions['files'];
}

/**
 * An app on its own copy of the migrated, seeded template database (organisations, demo borrowers), with fixed
 * test keys and silent logs. Call in beforeAll and close in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await cloneTemplateDatabase();
  try {
    const app = await buildApp({
      db: handle.db,
      config: testConfig(options.config),
      ...(options.clock ? { clock: options.clock } : {}),
      webDistDir: options.webDistDir ?? '/nonexistent-lintel-web-dist',
      ...(options.extend ? { extend: options.extend } : {}),
      ...(options.mailer ? { mailer: options.mailer(handle.db) } : {}),
      ...(options.files ? { files: options.files } : {}),
    });
    await app.ready();
    return {
      app,
      db: handle.db,
      async close() {
        await app.close();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
