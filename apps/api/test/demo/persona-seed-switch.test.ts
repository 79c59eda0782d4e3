import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/env.ts';

// Explicit keys: loadConfig then writes no development key file.
const KEY = Buffer.alloc(32, 1).toString('base64');
const keys = { JWT_SECRET: KEY, FIELD_ENCRYPTION_KEY: KEY };

describe('DEMO_PERSONAS', () => {
  it('seeds the persona accounts by default, except in production where demo passwords have no place', () => {
    expect(loadConfig({ ...keys }).demoPersonas).toBe(true);
    expect(loadConfig({ ...keys, NODE_ENV: 'production' }).demoPersonas).toBe(false);
  });

  it('is switched by on and off, and refuses anything else', () => {
    expect(loadConfig({ ...keys, DEMO_PERSONAS: 'off' }).demoPersonas).toBe(false);
    expect(loadConfig({ ...keys, NODE_ENV: 'production', DEMO_PERSONAS: 'on' }).demoPersonas).toBe(true);
    expect(() => loadConfig({ ...keys, DEMO_PERSONAS: 'yes' })).toThrow(/DEMO_PERSONAS/);
  });
});
