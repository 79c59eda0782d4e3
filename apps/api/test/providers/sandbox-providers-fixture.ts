import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { createSandboxProviders, type Providers } from '../../src/providers/providers.ts';
import { cloneTemplateDatabase } from '../support/template-database.ts';

/**
 * The sandbox providers on the suite's own copy of the template database, where they keep their records (decision
 * 250). Call at the top of a suite: the answer is filled in beforeAll and its database closed in afterAll.
 */
export function sandboxProvidersOnTestDatabase(): Providers {
  const providers = {} as Providers;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await cloneTemplateDatabase();
    Object.assign(providers, createSandboxProviders({ db: handle.db }));
  });
  afterAll(() => handle?.close());
  return providers;
}
