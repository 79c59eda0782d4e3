import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import { SERVER_STEPS } from '@lintel/domain/server-steps/server-step';
import * as engine from '@lintel/domain/step-engine/engine-state-for';
import { AVAILABLE_PAGES, CHILD_PAGES } from '../../src/features/application-routing/application-pages.ts';
import { resolveStepRoute } from '../../src/features/application-routing/resolve-step-route.ts';
import { routeFromStanding } from '../../src/features/application-routing/stay-on-page.ts';
import { stepResolverModule, useStepRoute } from '../../src/features/application-routing/use-step-route.ts';
import { applicationFixture, withStanding } from './application-fixtures.ts';

// Decision 233: pages route from the standing the server sends with the application, and load the step tables only
// for a step past it. Both ways must send the borrower to the same place.
const declined: Application = {
  ...applicationFixture,
  status: { ...applicationFixture.status, uwDecision: 'DECLINE' },
} as Application;
const PAGES = ['', 'documents', 'conditions', 'not-a-page', ...AVAILABLE_PAGES, ...Object.keys(CHILD_PAGES)];

describe('routing from the standing', () => {
  it.each([
    ['an application in progress', applicationFixture],
    ['a declined application', declined],
  ])('sends %s where the step tables would, from every page, for every step', (_, application) => {
    for (const step of SERVER_STEPS) {
      const standing = withStanding(application, step).standing;
      if (!standing) throw new Error('no standing');
      for (const page of PAGES)
        expect({ step, page, route: routeFromStanding(standing, application, page) }).toEqual({
          step,
          page,
          route: resolveStepRoute(step, application, page, engine),
        });
    }
  });

  it('routes the step the standing was computed for without loading the step tables', () => {
    const application = withStanding(applicationFixture, 'HMDA');
    const { result } = renderHook(() => useStepRoute('HMDA', application, 'start/hmda'));
    expect(result.current?.redirectTo).toBeNull();
    expect(stepResolverModule.current()).toBeUndefined();
  });

  it('loads the step tables for a step the poll reports past the standing', async () => {
    const application = withStanding(applicationFixture, 'HMDA');
    const { result } = renderHook(() => useStepRoute('SUMMARY_DISCLOSURE', application, 'start/hmda'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.redirectTo).toEqual({ page: 'start/app-summary' }));
  });
});
