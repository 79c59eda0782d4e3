import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** What every feature plugin receives from buildApp: its dependencies, never globals. */
export interface FeatureOptions {
  db: Database;
  config: AppConfig;
  clock: Clock;
}
