import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import { cloneTemplateDatabase } from '../../support/template-database.ts';
import { testConfig } from '../../support/test-config.ts';

export interface ChatApps {
  a: FastifyInstance;
  b: FastifyInstance;
  handle: DatabaseHandle;
}

/** Two app instances on one database: two server processes behind a balancer (the fan-out goes through NOTIFY). */
export async function startChatApps(clock: Clock): Promise<ChatApps> {
  const handle = await cloneTemplateDatabase();
  const build = () =>
    buildApp({ db: handle.db, config: testConfig(), clock, webDistDir: '/nonexistent-lintel-web-dist' });
  const a = await build();
  const b = await build();
  await Promise.all([a.ready(), b.ready()]);
  return { a, b, handle };
}

export async function stopChatApps({ a, b, handle }: ChatApps): Promise<void> {
  await a.close();
  await b.close();
  await handle.close();
}
