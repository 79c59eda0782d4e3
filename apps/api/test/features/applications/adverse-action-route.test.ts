import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../../src/features/applications/tables/application-table.ts';
import { adverseAction } from '../../../src/features/workflow/underwriting/decline-reasons.ts';
import { manualClock } from '../identity/identity-test-kit.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { newApplication, signedInIdentity, type TestIdentity } from './application-test-kit.ts';

const url = (id: string) => `/service-application/api/v3/application/heloc/${id}/adverse-action`;
const clock = manualClock();
let t: TestApp;
let borrower: TestIdentity;
let declinedId: string;

// Built by underwriting's own function, so the test breaks if what it stores and what the route serves drift apart.
const stored = adverseAction(['DEBT_TO_INCOME', 'CREDIT_SCORE', 'DEBT_TO_INCOME'], {
  score: 598,
  model: 'FICO Score 8',
  range: { min: 300, max: 850 },
  source: { bureau: 'Experian', pull: 'SOFT', reportId: 'EXP-123', pulledAt: '2026-11-20T10:00:00.000Z' },
  keyFactors: ['Proportion of balances to credit limits is too high'],
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  borrower = await signedInIdentity(t.db, clock);
  declinedId = await newApplication(t.db, clock, borrower, { step: 'DECLINED' });
  await t.db
    .update(applications)
    .set({ decision: 'DECLINE', adverseAction: stored })
    .where(eq(applications.id, declinedId));
});
afterAll(() => t.close());

describe('GET adverse-action', () => {
  it('answers the stored principal reasons and the credit score with its source', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(declinedId), headers: borrower.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reasons: [
        { code: 'DEBT_TO_INCOME', text: 'Debt-to-income ratio too high' },
        { code: 'CREDIT_SCORE', text: 'Credit score below our minimum' },
      ],
      creditScore: stored.creditScore,
    });
  });

  it('answers 404 for an application of the caller that was not declined', async () => {
    const pendingId = await newApplication(t.db, clock, borrower);
    const res = await t.app.inject({ method: 'GET', url: url(pendingId), headers: borrower.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ message: 'Not found' }] });
  });

  it('answers 404 to another borrower and 401 without a session', async () => {
    const stranger = await signedInIdentity(t.db, clock);
    const other = await t.app.inject({ method: 'GET', url: url(declinedId), headers: stranger.headers });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Experian');
    const anonymous = await t.app.inject({ method: 'GET', url: url(declinedId) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (res.json() as { paths?: Record<string, unknown> }).paths ?? {};
    expect(Object.keys(paths)).toContain(
      '/service-application/api/v3/application/heloc/{uuid}/adverse-action',
    );
  });
});
