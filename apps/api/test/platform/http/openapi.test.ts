import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('OpenAPI', () => {
  it('serves a 3.1 document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/api/organisation']));
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    console.log(`OpenAPI: ${Object.keys(document.paths).length} paths, ${operations.length} operations`);
    expect(operations.length).toBeGreaterThanOrEqual(2);
  });

  it('serves the documentation page', async () => {
    const response = await testApp.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});
