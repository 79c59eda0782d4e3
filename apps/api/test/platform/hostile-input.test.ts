import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/platform/http/control-characters.ts';
import { cloneTemplateDatabase } from '../support/template-database.ts';
import { testConfig } from '../support/test-config.ts';

const lines: string[] = [];
let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const OFFICER = '/service-lead-portal/api/lo/7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61';

beforeAll(async () => {
  handle = await cloneTemplateDatabase();
  app = await buildApp({
    db: handle.db,
    config: testConfig(),
    webDistDir: '/nonexistent',
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    extend: (instance) => {
      // A query that fails in the database with a borrower's value as its parameter.
      instance.get('/api/failing-query-probe', async () => {
        await handle.db.execute(sql`select ${'12 Secret Lane'}::uuid`);
        return { ok: true };
      });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe('hostile input (issue 16)', () => {
  it('refuses a NUL byte in a query parameter with a 400 naming the field, not a 500', async () => {
    const response = await app.inject({ url: `${OFFICER}?organization=%00` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: CONTROL_CHARACTER_MESSAGE, field: 'organization' }] });
  });

  it('refuses control characters anywhere in a JSON body, keys included', async () => {
    for (const payload of ['{"propertyAddress":{"street1":"1 Main\\u0000St"}}', '{"a\\u0000":1}', '["\\u001b"]']) {
      const response = await app.inject({
        method: 'POST',
        url: '/ft/heloc/session',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('keeps tabs and line breaks, which a comment may carry', async () => {
    const response = await app.inject({ url: `${OFFICER}?organization=lintel%0A` });
    expect(response.statusCode).not.toBe(400);
  });

  it('logs neither query strings nor the parameters of a failed query', async () => {
    lines.length = 0;
    await app.inject({ url: `${OFFICER}?organization=lintel&email=borrower%40example.test` });
    const failed = await app.inject({ url: '/api/failing-query-probe' });
    expect(failed.statusCode).toBe(500);
    const output = lines.join('');
    expect(output).not.toContain('borrower');
    expect(output).not.toContain('Secret Lane');
    expect(output).toContain('"url":"/service-lead-portal/api/lo/7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61"');
    expect(output).toContain('parameters not logged');
  });
});
