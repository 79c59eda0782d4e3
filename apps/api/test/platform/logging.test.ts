import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { internalRequestHeaders } from '../../src/platform/logger.ts';
import type { DatabaseHandle } from '../../src/platform/db/database.ts';
import { cloneTemplateDatabase } from '../support/template-database.ts';
import { testConfig } from '../support/test-config.ts';

const lines: string[] = [];
let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  handle = await cloneTemplateDatabase();
  app = await buildApp({
    db: handle.db,
    config: testConfig(),
    webDistDir: '/nonexistent',
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    extend: (instance) => {
      instance.post('/api/log-probe', async (request) => {
        // A careless log call with secrets at several depths: redaction must still hide them.
        request.log.info(
          { password: 'pw-1', user: { ssn: '123-45-6789', bank: { accountNumber: '000123' } } },
          'probe',
        );
        return { ok: true };
      });
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

describe('structured logs', () => {
  it('carry a request id and never the secrets of a request', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/log-probe',
      headers: { authorization: 'Bearer secret-token-xyz', cookie: 'lintel_org=lintel; sid=cookie-secret' },
      payload: { password: 'body-password', routingNumber: '021000021' },
    });
    expect(response.statusCode).toBe(200);
    const output = lines.join('');
    for (const secret of [
      'pw-1',
      '123-45-6789',
      '000123',
      'secret-token-xyz',
      'cookie-secret',
      'body-password',
      '021000021',
    ]) {
      expect(output).not.toContain(secret);
    }
    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const probe = records.find((r) => r.msg === 'probe');
    expect(probe?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(output).toContain('[redacted]');
  });

  it("leaves the server's own internal calls out of the request log, and only those", async () => {
    lines.length = 0;
    await app.inject({ url: '/healthz', headers: { ...internalRequestHeaders } });
    expect(lines.filter((line) => line.includes('"/healthz"'))).toEqual([]);
    // A client that sends the header without the process's token is logged as any other request.
    await app.inject({ url: '/healthz', headers: { 'x-lintel-internal': 'guess' } });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url?: string } });
    expect(logged.some((record) => record.msg === 'incoming request' && record.req?.url === '/healthz')).toBe(
      true,
    );
  });

  it('carry neither query strings nor the parameters of a failed query (issue 16)', async () => {
    lines.length = 0;
    const officer = '/service-lead-portal/api/lo/7c1e4b2a-3d5f-4a8b-9c0d-1e2f3a4b5c61';
    await app.inject({ url: `${officer}?organization=lintel&email=borrower%40example.test` });
    const failed = await app.inject({ url: '/api/failing-query-probe' });
    expect(failed.statusCode).toBe(500);
    const output = lines.join('');
    expect(output).not.toContain('borrower');
    expect(output).not.toContain('Secret Lane');
    expect(output).toContain(`"url":"${officer}"`);
    expect(output).toContain('parameters not logged');
  });
});
