import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../src/platform/http/compression.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Decision 122: answers above ~1 KB travel compressed to clients that accept it (the offers answer is ~7 KB).
const BIG = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `offer ${i}`, rate: '7.250' })) };
const SMALL = { ok: true };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      app.get('/api/probe/big', async () => BIG);
      app.get('/api/probe/small', async () => SMALL);
      app.post('/api/probe/echo', async (request) => request.body);
    },
  });
});
afterAll(async () => {
  await testApp.close();
});

describe('compressed answers', () => {
  it('sends a large JSON answer as brotli to a client that accepts it, and it decodes to the same JSON', async () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const reply = await testApp.app.inject({
      url: '/api/probe/big',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.rawPayload.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString('utf8'))).toEqual(BIG);
  });

  it('sends gzip to a client without brotli, and plain JSON to one that accepts no encoding', async () => {
    const gzip = await testApp.app.inject({ url: '/api/probe/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(BIG);
    const plain = await testApp.app.inject({ url: '/api/probe/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(BIG);
  });

  it('sends a small answer as it is', async () => {
    const reply = await testApp.app.inject({ url: '/api/probe/small', headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual(SMALL);
  });

  it('does not take compressed request bodies', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(reply.statusCode).toBe(400);
  });
});
