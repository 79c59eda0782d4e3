import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Clock } from '../clock.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { EndpointRoutes } from './endpoint-route.ts';

/**
 * What every feature plugin receives from buildApp: its dependencies, never globals. providers/providers.ts adds
 * `providers` (the third parties, created once by app.ts), so the platform names no provider (decision 160).
 */
export interface FeatureOptions {
  db: Database;
  config: AppConfig;
  clock: Clock;
  /** The one job queue of the app (decision 140); `send` joins the caller's transaction. */
  jobs: JobQueue;
  /** Where uploaded files are kept: the database, or object storage when configured (decision 185). */
  files: FileStore;
  /** Registers a route from its endpoint of the contract, with its caller's guard (decision 161). */
  endpoints: EndpointRoutes;
}

/** The platform's part of FeatureOptions: enough for code that calls no third party (identity, registration). */
export type PlatformOptions = Pick<FeatureOptions, 'db' | 'config' | 'clock' | 'jobs'>;
