import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/env.ts';

// Explicit keys: loadConfig then writes no development key file.
const KEY = Buffer.alloc(32, 1).toString('base64');
const keys = { JWT_SECRET: KEY, FIELD_ENCRYPTION_KEY: KEY };
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64'),
  FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SANDBOX_PROVIDERS: 'on',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'no-reply@lender.example',
  PUBLIC_URL: 'https://portal.lender.example',
};

describe('DEMO_PERSONAS', () => {
  it('seeds the persona accounts by default, except in production where demo passwords have no place', () => {
    expect(loadConfig({ ...keys }).demoPersonas).toBe(true);
    expect(loadConfig(production).demoPersonas).toBe(false);
  });

  it('is switched off by off, refuses anything else, and is refused on in production (issue 28)', () => {
    expect(loadConfig({ ...keys, DEMO_PERSONAS: 'off' }).demoPersonas).toBe(false);
    expect(loadConfig({ ...keys, DEMO_PERSONAS: 'on' }).demoPersonas).toBe(true);
    expect(() => loadConfig({ ...keys, DEMO_PERSONAS: 'yes' })).toThrow(/DEMO_PERSONAS/);
    expect(() => loadConfig({ ...production, DEMO_PERSONAS: 'on' })).toThrow(/npm run seed-demo/);
  });
});
