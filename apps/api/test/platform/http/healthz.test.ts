import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { cloneTemplateDatabase } from '../../support/template-database.ts';
import { testConfig } from '../../support/test-config.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /healthz', () => {
  it('reports the service and the database as ok', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when the database has gone away', async () => {
    const handle = await cloneTemplateDatabase();
    const app = await buildApp({ db: handle.db, config: testConfig(), webDistDir: '/nonexistent' });
    await app.ready();
    await handle.close(); // what an outage looks like to a running app
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
