import type { Condition } from '@lintel/domain/application/conditions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITIONS_DEMO_CATEGORIES,
  CONDITIONS_DEMO_EMAIL,
  seedConditionsDemo,
} from '../../src/demo/persona-applications/conditions-demo.ts';
import { SIGNER_CONDITIONS_DEMO_EMAIL } from '../../src/demo/persona-applications/signer-conditions-demo.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { loginJwt } from '../features/identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testConfig } from '../support/test-config.ts';

const SIGNER_BASE = '/service-application/api/v1/heloc-signer/applications';

// Decision 189: one demo account with every condition the back office raises open, beside the bank check's own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.start();
}, 120_000);
afterAll(() => t.close());

describe('the conditions demo account', () => {
  it('logs in and lists the bank-fraud review with its last four, then the back office conditions; a second run adds nothing', async () => {
    const features = { db: t.db, clock: systemClock, config: testConfig(), jobs: t.app.jobs };
    expect(await seedConditionsDemo({ app: t.app, features, pollMs: 10 })).toEqual({ kind: 'created' });
    expect(await seedConditionsDemo({ app: t.app, features, pollMs: 10 })).toEqual({ kind: 'existing' });
    const jwt = await loginJwt(t.app, CONDITIONS_DEMO_EMAIL);
    const headers = { authorization: `Bearer ${jwt}`, 'x-org': 'lintel' };
    const all = await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers });
    const [application] = all.json() as { uuid: string }[];
    const listed = await t.app.inject({
      url: `/service-conditions/external/api/v1/applications/${application?.uuid}/conditions/external-applicants`,
      headers,
    });
    const { conditions } = listed.json() as { conditions: Condition[] };
    expect(conditions.map((c) => c.categoryEnum)).toEqual(CONDITIONS_DEMO_CATEGORIES);
    expect(conditions.every((c) => c.resolved === null && c.actionNeeded)).toBe(true);
    expect(conditions[0]?.text).toContain('the account ending in 6789');

    // Decision 237: the co-owner's requests are theirs, read in the signer area; the borrower's list above has none.
    const signerJwt = await loginJwt(t.app, SIGNER_CONDITIONS_DEMO_EMAIL);
    const signerHeaders = { authorization: `Bearer ${signerJwt}`, 'x-org': 'lintel' };
    const view = await t.app.inject({ url: `${SIGNER_BASE}/${application?.uuid}`, headers: signerHeaders });
    expect(view.json()).toMatchObject({ progress: 'IDENTITY_VERIFIED', openConditions: 2 });
    const own = await t.app.inject({ url: `${SIGNER_BASE}/${application?.uuid}/conditions`, headers: signerHeaders });
    expect((own.json() as { conditions: Condition[] }).conditions.map((c) => [c.categoryEnum, c.action])).toEqual([
      ['ID_VERIFICATION_FAILURE', 'IDENTITY'],
      ['GENERIC_DOCUMENT_REQUEST', 'UPLOAD_DOCUMENT'],
    ]);
  }, 120_000);
});
