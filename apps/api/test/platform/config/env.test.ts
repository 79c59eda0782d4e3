import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/env.ts';

const KEY = Buffer.alloc(32, 1).toString('base64');
const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lintel-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, orgHostMap: {} });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses production without keys, naming each missing variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET and FIELD_ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: KEY })).toThrow(/needs FIELD_ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: KEY })).toThrow(/needs JWT_SECRET /);
  });

  it('takes production keys from the environment and checks their length', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: KEY, FIELD_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(config.keys.fieldEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    expect(config.keys.jwtSecret).toHaveLength(32);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', FIELD_ENCRYPTION_KEY: KEY })).toThrow(
      /JWT_SECRET must be 32 bytes/,
    );
  });

  it('generates development keys once into DATA_DIR/keys.json, readable only by the owner', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(second.keys.jwtSecret)).toEqual(Buffer.from(first.keys.jwtSecret));
    expect(second.keys.fieldEncryptionKey).toEqual(first.keys.fieldEncryptionKey);
    expect(first.keys.fieldEncryptionKey).toHaveLength(32);
    expect(readFileSync(file, 'utf8')).toContain('fieldEncryptionKey');
  });

  it('parses PORT, DATABASE_URL and ORG_HOST_MAP, and names a bad variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '4100',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/lintel',
      ORG_HOST_MAP: 'Borrow.Harbor.test=harbor-mortgage, heloc.prairie.test=prairie-lending',
    });
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/lintel');
    expect(config.orgHostMap).toEqual({ 'borrow.harbor.test': 'harbor-mortgage', 'heloc.prairie.test': 'prairie-lending' });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ ORG_HOST_MAP: 'nohost' })).toThrow(/ORG_HOST_MAP: expected host=code/);
  });
});
