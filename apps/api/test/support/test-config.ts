import type { AppConfig } from '../../src/platform/config/env.ts';

/** Fixed keys so tokens and encrypted fields are reproducible across a run; never used outside tests. */
export const TEST_KEYS = {
  jwtSecret: new Uint8Array(Buffer.alloc(32, 7)),
  fieldEncryptionKey: Buffer.alloc(32, 9),
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    // A suite that asks for nodeEnv production gets production's mode, as loadConfig would give it (issue 28).
    mode: overrides.nodeEnv === 'production' ? 'production' : 'demo',
    sandboxProviders: true,
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-lintel-test-data',
    orgHostMap: {},
    keys: TEST_KEYS,
    registrationsPerIpPerHour: 10,
    ...overrides,
  };
}
