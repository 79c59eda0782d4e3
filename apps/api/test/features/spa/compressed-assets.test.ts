import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

// Decision 099: the build writes .br and .gz beside each asset; the server sends the one the browser accepts.
const SCRIPT = `console.log(${JSON.stringify('lintel '.repeat(200))});`;
const ASSET = '/account/heloc/assets/index-abc123.js';

let dist: string;
let testApp: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lintel-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--lintel-head--></head><body></body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'plain-only.js'), SCRIPT);
  testApp = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('built assets are sent compressed', () => {
  it('sends the brotli file to a browser that accepts it, as JavaScript that still caches for a year', async () => {
    const reply = await testApp.app.inject({
      url: ASSET,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await testApp.app.inject({ url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await testApp.app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  // Decision 122: the server compresses what the build did not (on the fly), and nothing for a client without it.
  it('compresses a file the build did not compress, and sends it as it is to a client that accepts no encoding', async () => {
    const reply = await testApp.app.inject({
      url: '/account/heloc/assets/plain-only.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(reply.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plain = await testApp.app.inject({ url: '/account/heloc/assets/plain-only.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
