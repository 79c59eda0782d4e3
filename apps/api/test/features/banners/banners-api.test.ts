import { bannerFileUrl } from '@lintel/domain/api/endpoints/banners';
import { parseBannerFile, visibleBanners } from '@lintel/domain/shell-rules/banners';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBannerFile } from '../../../src/features/banners/banner-files.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-org': 'lintel' } });

describe('GET /api/banners/{environment}.json', () => {
  it('serves the test file as a valid banner list with two banners to show', async () => {
    const response = await get(bannerFileUrl('test'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const parsed = parseBannerFile(response.json());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.banners).toHaveLength(3);
    expect(visibleBanners(parsed.banners, 'heloc').map((banner) => banner.variant)).toEqual(['info', 'warning']);
  });

  it('serves the production file (empty for now)', async () => {
    const response = await get(bannerFileUrl('production'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 with the error list for any other file', async () => {
    for (const url of ['/api/banners/staging.json', '/api/banners/test', '/api/banners/..%2Fapp.ts']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect((response.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('loadBannerFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lintel-banners-'));
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('refuses a file whose item lacks a variant, with the spec’s text', async () => {
    const path = write('missing.json', JSON.stringify([{ uuid: 'u', message: 'm', apps: ['heloc'] }]));
    await expect(loadBannerFile(path)).rejects.toThrow('Banner data does not match the expected format');
  });

  it('refuses a file that is not JSON', async () => {
    await expect(loadBannerFile(write('broken.json', '[{'))).rejects.toThrow('Banner data does not match the expected format');
  });
});
