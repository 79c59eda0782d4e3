import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/env.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const ipProbe = (app: FastifyInstance) => {
  app.get('/api/ip-probe', async (request) => ({ ip: request.ip }));
};

let production: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  production = await createTestApp({ config: { nodeEnv: 'production' }, extend: ipProbe });
  behindProxy = await createTestApp({
    config: { nodeEnv: 'production', trustedProxies: ['127.0.0.1'], apiDocs: true },
    extend: ipProbe,
  });
});
afterAll(async () => {
  await production.close();
  await behindProxy.close();
});

describe('production hardening (issue 16)', () => {
  it('ignores X-Forwarded-For unless the connection comes from a configured proxy', async () => {
    const forged = await production.app.inject({
      url: '/api/ip-probe',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forged.json()).toEqual({ ip: '127.0.0.1' });
    const proxied = await behindProxy.app.inject({
      url: '/api/ip-probe',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, and refuses anything else at boot', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('does not serve the API documentation in production unless API_DOCS is on', async () => {
    expect((await production.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await behindProxy.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('marks the organisation cookie Secure in production, even over plain HTTP behind the proxy', async () => {
    const response = await production.app.inject({ url: '/?org=harbor-mortgage' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^lintel_org=harbor-mortgage;/);
    expect(cookie).toMatch(/; Secure/);
  });

  it('answers a query string past the header limit with 431 and an errors list', async () => {
    await production.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = production.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: `/api/organisation?q=${'a'.repeat(17 * 1024)}` },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: 'The address or the request headers are too long' }],
    });
  });

  it('never serves a development build: a production start refuses it, a production build is served', async () => {
    const distFor = (mode: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
      mkdirSync(join(dir, '.vite'));
      writeFileSync(
        join(dir, 'index.html'),
        '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      );
      writeFileSync(join(dir, '.vite', 'build-mode.json'), JSON.stringify({ mode }));
      return dir;
    };
    await expect(
      createTestApp({ config: { nodeEnv: 'production' }, webDistDir: distFor('development') }),
    ).rejects.toThrow(/does not hold a production build \(found: development\)/);
    const served = await createTestApp({
      config: { nodeEnv: 'production' },
      webDistDir: distFor('production'),
    });
    try {
      expect((await served.app.inject({ url: '/?org=lintel' })).statusCode).toBe(200);
    } finally {
      await served.close();
    }
  });
});
