import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRYPTO_DEMO_EMAIL, seedCryptoDemo } from '../../src/demo/persona-applications/crypto-demo.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { loginJwt } from '../features/identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testConfig } from '../support/test-config.ts';

// Decision 239: a demo account on a crypto-backed line, parked at its autopay account (page bank/autopay).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.start();
}, 120_000);
afterAll(() => t.close());

describe('the crypto demo account', () => {
  it('logs in to a crypto-backed application waiting on bank/autopay; a second run adds nothing', async () => {
    const features = { db: t.db, clock: systemClock, config: testConfig(), jobs: t.app.jobs };
    expect(await seedCryptoDemo({ app: t.app, features, pollMs: 10 })).toEqual({ kind: 'created' });
    expect(await seedCryptoDemo({ app: t.app, features, pollMs: 10 })).toEqual({ kind: 'existing' });
    const jwt = await loginJwt(t.app, CRYPTO_DEMO_EMAIL);
    const headers = { authorization: `Bearer ${jwt}`, 'x-org': 'lintel' };
    const all = await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers });
    const [listed] = all.json() as { uuid: string }[];
    const read = await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${listed?.uuid}`,
      headers,
    });
    expect(read.json()).toMatchObject({
      isCrypto: true,
      disburseAccount: null,
      standing: { step: 'AUTOPAY_ACCOUNT', page: 'bank/autopay', accounts: { cryptoBacked: true } },
    });
  }, 120_000);
});
