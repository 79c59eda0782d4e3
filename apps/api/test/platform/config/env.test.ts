import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/env.ts';

const KEY = Buffer.alloc(32, 1).toString('base64');
const key = () => randomBytes(32).toString('base64');
/** Everything production needs (issue 28); each test takes one thing away or spoils it. */
function production(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: key(),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SANDBOX_PROVIDERS: 'on',
    SMTP_URL: 'smtp://relay.lender.example:587',
    MAIL_FROM: 'no-reply@lender.example',
    PUBLIC_URL: 'https://portal.lender.example',
    ...overrides,
  };
}
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
  it('applies the documented defaults: the demo, on the loopback interface', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      mode: 'demo',
      sandboxProviders: true,
      host: '127.0.0.1',
      port: 3000,
      orgHostMap: {},
      demoPersonas: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(() => loadConfig({ DATA_DIR: dataDir(), SANDBOX_PROVIDERS: 'off' })).toThrow(
      /SANDBOX_PROVIDERS: off needs real providers, and none is built yet/,
    );
  });

  it('refuses production without keys, naming each missing variable', () => {
    const without = (name: string) => production({ [name]: undefined });
    expect(() => loadConfig(production({ JWT_SECRET: undefined, FIELD_ENCRYPTION_KEY: undefined }))).toThrow(
      /JWT_SECRET and FIELD_ENCRYPTION_KEY/,
    );
    expect(() => loadConfig(without('FIELD_ENCRYPTION_KEY'))).toThrow(/needs FIELD_ENCRYPTION_KEY/);
    expect(() => loadConfig(without('JWT_SECRET'))).toThrow(/needs JWT_SECRET /);
  });

  it('takes production keys from the environment and checks their length', () => {
    const hex = randomBytes(32);
    const config = loadConfig(production({ FIELD_ENCRYPTION_KEY: hex.toString('hex') }));
    expect(config.keys.fieldEncryptionKey).toEqual(hex);
    expect(config.keys.jwtSecret).toHaveLength(32);
    expect(() => loadConfig(production({ JWT_SECRET: 'short' }))).toThrow(/JWT_SECRET must be 32 bytes/);
  });

  it('refuses production keys of one repeated byte, or one key for both (issue 28)', () => {
    expect(() => loadConfig(production({ JWT_SECRET: Buffer.alloc(32).toString('base64') }))).toThrow(
      /JWT_SECRET is one byte repeated \(0x00 32 times\): generate one with `openssl rand -base64 32`/,
    );
    expect(() => loadConfig(production({ FIELD_ENCRYPTION_KEY: 'ab'.repeat(32) }))).toThrow(
      /FIELD_ENCRYPTION_KEY is one byte repeated \(0xab 32 times\)/,
    );
    const same = randomBytes(32);
    // The same bytes, written once in base64 and once in hex: still one key.
    expect(() =>
      loadConfig(production({ JWT_SECRET: same.toString('base64'), FIELD_ENCRYPTION_KEY: same.toString('hex') })),
    ).toThrow(/JWT_SECRET and FIELD_ENCRYPTION_KEY are the same key: each needs its own/);
    // Outside production such keys are a developer's business.
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: KEY, FIELD_ENCRYPTION_KEY: KEY }).mode).toBe('demo');
  });

  it('refuses production on sandbox providers unless asked, without a relay, a sender or a public address', () => {
    const refusal = (name: string, value?: string) => () => loadConfig(production({ [name]: value }));
    expect(refusal('SANDBOX_PROVIDERS')).toThrow(
      /SANDBOX_PROVIDERS: every provider but email is a sandbox today \(credit bureau, .*\).*Set SANDBOX_PROVIDERS=on/,
    );
    expect(refusal('SANDBOX_PROVIDERS', 'off')).toThrow(/SANDBOX_PROVIDERS: every provider but email is a sandbox/);
    expect(refusal('SMTP_URL')).toThrow(/SMTP_URL: production delivers email through a relay/);
    expect(refusal('MAIL_FROM')).toThrow(/MAIL_FROM: the sender address of every email/);
    expect(refusal('PUBLIC_URL')).toThrow(/PUBLIC_URL: where links in emails point/);
    expect(refusal('DEMO_PERSONAS', 'on')).toThrow(/DEMO_PERSONAS: production creates no demo account; .*seed-demo/);
  });

  it('names every reason at once, so one failed start says all that is missing', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: Buffer.alloc(32).toString('base64'), FIELD_ENCRYPTION_KEY: KEY });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid environment for NODE_ENV=production:',
      expect.stringMatching(/^ {2}JWT_SECRET is one byte repeated/),
      expect.stringMatching(/^ {2}FIELD_ENCRYPTION_KEY is one byte repeated/),
      expect.stringMatching(/^ {2}SANDBOX_PROVIDERS: /),
      expect.stringMatching(/^ {2}SMTP_URL: /),
      expect.stringMatching(/^ {2}MAIL_FROM: /),
      expect.stringMatching(/^ {2}PUBLIC_URL: /),
    ]);
  });

  it('starts production with everything set, as a test environment on sandbox providers', () => {
    const config = loadConfig(production());
    expect(config).toMatchObject({
      nodeEnv: 'production',
      mode: 'production',
      sandboxProviders: true,
      host: '127.0.0.1',
      demoPersonas: false,
      publicUrl: 'https://portal.lender.example',
      smtp: { url: 'smtp://relay.lender.example:587', from: 'no-reply@lender.example' },
    });
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
