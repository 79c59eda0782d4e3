import type { Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { describe, expect, it } from 'vitest';
import { resolveStepRoute } from '../../src/features/application-routing/resolve-step-route.ts';
import { APP_UUID, applicationFixture } from '../application/application-fixtures.ts';

const texas: Application = {
  ...applicationFixture,
  uuid: APP_UUID,
  property: { ...applicationFixture.property, state: 'TX' },
  status: { ...applicationFixture.status, bpo: 'BPO_REQUIRED' },
};

describe('the pre-offer steps lead to pages that now exist (not the home stand-in)', () => {
  it.each<[ServerStep, Application, string]>([
    ['ASSETS_PREQUAL', applicationFixture, 'product/assets'],
    ['REQUALIFY', applicationFixture, 'product/prequal-winback'],
    ['NO_AVM', applicationFixture, 'bpo/estimate-value'],
    ['NO_BPO_ESTIMATE', applicationFixture, 'bpo/estimate-value'],
    ['ONSITE_APPRAISAL', applicationFixture, 'hold'],
    ['PAYOFF_PENDING', applicationFixture, 'payoff/hold'],
    ['BPO_CONDITION', texas, 'bpo/condition'],
    ['BPO_ORDER', { ...texas, status: { ...texas.status, bpo: 'UNKNOWN_BPO_STATUS' } }, 'bpo/order-bpo'],
    ['BPO_PROCESSING', { ...texas, status: { ...texas.status, bpo: 'BPO_PROCESSING' } }, 'bpo/hold'],
  ])('%s -> %s', (step, application, page) => {
    const resolved = resolveStepRoute(step, application, '');
    expect(resolved.available).toBe(true);
    expect(resolved.redirectTo).toEqual({ page });
  });

  it('a borrower already on the payoff hold page stays there', () => {
    expect(resolveStepRoute('PAYOFF_PENDING', applicationFixture, 'payoff/hold').redirectTo).toBeNull();
  });

  it('a condition already given moves the Texas borrower on to ordering', () => {
    const answered = { ...texas, status: { ...texas.status, bpo: 'UNKNOWN_BPO_STATUS' as const } };
    expect(resolveStepRoute('BPO_ORDER', answered, 'bpo/condition').redirectTo).toEqual({
      page: 'bpo/order-bpo',
    });
  });
});
