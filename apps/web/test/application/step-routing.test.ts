import { describe, expect, it } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import { SERVER_STEPS } from '@lintel/domain/server-steps/server-step';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { pollInterval, settledStep } from '../../src/features/application-routing/api/server-step.ts';
import {
  AVAILABLE_PAGES,
  applicationHref,
  groupingIndexTarget,
  pageWithin,
} from '../../src/features/application-routing/application-pages.ts';
import * as engine from '@lintel/domain/step-engine/engine-state-for';
import {
  resolveStepRoute as resolveWith,
  stepNeedsEngine,
} from '../../src/features/application-routing/resolve-step-route.ts';

const UUID = '5e1d0000-0000-4000-8000-000000000001';
const app = (extra: Partial<Application> = {}): Application => ({ uuid: UUID, ...extra });
/** Routing as the guard does it once the step engine is in memory. */
const resolveStepRoute = (step: ServerStep, application: Application, page: string) =>
  resolveWith(step, application, page, engine);

// Spec 000 §4 "Routing of server steps to pages", one row per routed step.
const ROUTED: ReadonlyArray<[ServerStep, string]> = [
  ['CREDIT_NO_MATCH', 'credit/social'],
  ['CREDIT_NO_MATCH_SSN_HELD', 'review-app/no-credit'],
  ['CREDIT_LOCKED', 'credit/error'],
  ['CREDIT_FROZEN', 'credit/error'],
  ['NO_PROPERTY', 'review-app/property'],
  ['MULTIPLE_PROPERTY', 'review-app/property'],
  ['DECLINED', 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', 'start/contact'],
  ['HMDA', 'start/hmda'],
  ['DELINQUENCY_REVIEW', 'review-app/delinquency'],
  ['CLOSING_DISCLOSURE_GENERATED', 'review-app/signdocs'],
  ['NOTE_SIGNING', 'signing/intro'],
  ['FINAL_OFFER', 'signing/intro'],
  ['OFFER_SELECTION', 'product/select'],
  ['REVISED_OFFER_SELECTION', 'product/select'],
  ['APP_SUBMISSION', 'start/app-summary'],
  ['SUMMARY_DISCLOSURE', 'start/app-summary'],
  ['INCOME_VERIFICATION', 'income/review'],
  ['IDENTITY_VERIFICATION', 'identity'],
  ['ASSETS_PREQUAL', 'product/assets'],
  ['REQUALIFY', 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', 'bank/disburse'],
  ['NO_AVM', 'bpo/estimate-value'],
  ['NO_BPO_ESTIMATE', 'bpo/estimate-value'],
  ['PAYOFF_PENDING', 'payoff/hold'],
  ['BPO_ORDER', 'bpo/hold'],
  ['BPO_PROCESSING', 'bpo/hold'],
  ['TITLE_PROCESSING', 'bpo/hold'],
  ['RESCISSION', 'complete'],
  ['RECORDING', 'complete'],
  ['FUNDABLE', 'complete'],
  ['FUNDING_DECISION', 'complete'],
  ['DEED_SIGNING_ACCEPTED', 'complete'],
  ['UNKNOWN', 'error/timeout'],
  ['CREDIT_ERROR', 'error/timeout'],
  ['FACTA', 'error/timeout'],
  ['LIEN_VERIFICATION', 'liens'],
  ['CO_DEED', 'signing/additional'],
  ['NOTARY_DISCLOSURE', 'notary/intro'],
  ['ATTORNEY_REVIEW', 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', 'notary/intro'],
  ['DEED_SIGNING', 'notary/intro'],
  ['MANUAL_DEED_SIGNING', 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', 'income/employer-verification'],
  ['ONSITE_APPRAISAL', 'hold'],
  ['COMPLETE', ''],
  ['CANCELLED', ''],
];

describe('server step -> page (spec 000 §4)', () => {
  it.each(ROUTED)(
    '%s routes to "%s"; the borrower is taken there or, until it exists, home',
    (step, page) => {
      const resolved = resolveStepRoute(step, app(), 'somewhere/else');
      expect(resolved.routed.page).toBe(page);
      const expected = AVAILABLE_PAGES.has(page) ? page : '';
      expect(resolved.target.page).toBe(expected);
      expect(resolved.available).toBe(AVAILABLE_PAGES.has(page));
      expect(resolved.redirectTo?.page).toBe(expected);
    },
  );

  it('never redirects a borrower already on the page the step names', () => {
    for (const step of SERVER_STEPS) {
      const { target } = resolveStepRoute(step, app(), 'x');
      expect(resolveStepRoute(step, app(), target.page).redirectTo).toBeNull();
    }
  });

  it('sends the offer page origin and decision along only for a verified offer', () => {
    const verified = app({ status: { uwSubDecision: 'VERIFIED_OFFER' } });
    expect(resolveStepRoute('OFFER_SELECTION', verified, '').routed.search).toEqual({
      origin: 'signing/intro',
      decision: 'VERIFIED_OFFER',
    });
    expect(resolveStepRoute('OFFER_SELECTION', app(), '').routed.search).toBeUndefined();
  });
});

describe('fallbacks to the engine state (spec 000 §4 "Unmatched cases")', () => {
  it('an unmatched step uses the engine page for the listed states: DTI decline -> error/income', () => {
    const dti = app({ status: { uwDecision: 'DECLINE', dtiDecline: true } });
    expect(resolveStepRoute('IN_PROGRESS', dti, '').routed.page).toBe('error/income');
  });

  it('an unmatched step in any other engine state goes to the application home', () => {
    const resolved = resolveStepRoute('WAITING_FOR_UNDERWRITING', app(), 'product/select');
    expect(resolved.routed.page).toBe('');
    expect(resolved.redirectTo?.page).toBe('');
  });
});

describe('the step engine loads only for the steps that fall back to it (decision 097)', () => {
  it('routes the offer, liens, decline and credit steps without the engine', () => {
    for (const step of ['OFFER_SELECTION', 'LIEN_VERIFICATION', 'DECLINED', 'CREDIT_NO_MATCH'] as const) {
      expect(stepNeedsEngine(step, app())).toBe(false);
      expect(resolveWith(step, app(), '').routed.page).toBe(resolveStepRoute(step, app(), '').routed.page);
    }
  });

  it.each(['IN_PROGRESS', 'WAITING_FOR_UNDERWRITING', 'HARD_CREDIT_PULL', 'WAITING_FOR_CREDIT'] as const)(
    '%s needs the engine, and says so rather than guessing without it',
    (step) => {
      expect(stepNeedsEngine(step, app())).toBe(true);
      expect(() => resolveWith(step, app(), '')).toThrow(/needs the step engine/);
    },
  );

  it('most steps route through the table alone', () => {
    const needing = SERVER_STEPS.filter((step) => stepNeedsEngine(step, app()));
    expect(needing.length).toBeLessThan(SERVER_STEPS.length / 4);
  });
});

describe('the decline exception (spec 000 §4)', () => {
  const declined = app({ status: { uwDecision: 'DECLINE' } });

  it('a declined borrower may stay on the disclosures document page', () => {
    expect(resolveStepRoute('DECLINED', declined, 'document/disclosures').redirectTo).toBeNull();
  });

  it('is redirected from every other page', () => {
    expect(resolveStepRoute('DECLINED', declined, 'liens').redirectTo).not.toBeNull();
    expect(resolveStepRoute('DECLINED', declined, 'signing/intro').redirectTo).not.toBeNull();
  });

  it('the closing documents and help with signing stay open at any step (decision 191)', () => {
    expect(resolveStepRoute('COMPLETE', app(), 'document/disclosures').redirectTo).toBeNull();
    expect(resolveStepRoute('NOTE_SIGNING', app(), 'signing/support').redirectTo).toBeNull();
    expect(resolveStepRoute('NOTE_SIGNING', app(), 'signing/sign').redirectTo).toBeNull();
    expect(resolveStepRoute('RESCISSION', app(), 'complete').redirectTo).toBeNull();
    // Spec 000 §4: complete or cancelled go to the root; the home shows the funded line (decision 191).
    expect(resolveStepRoute('COMPLETE', app(), 'complete').redirectTo).toEqual({ page: '' });
  });
});

describe('polling (spec 000 §8, §9)', () => {
  it('backs off 1000, 2000, 4000 then 5000 ms while a wait lasts', () => {
    expect([1, 2, 3, 4, 5].map((count) => pollInterval('WAITING_FOR_CREDIT', count))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('gives up after 14 polls: the wait reads as UNKNOWN and polling stops', () => {
    expect(settledStep('WAITING_FOR_CREDIT', 14)).toBe('WAITING_FOR_CREDIT');
    expect(pollInterval('WAITING_FOR_CREDIT', 14)).toBe(5000);
    expect(settledStep('WAITING_FOR_CREDIT', 15)).toBe('UNKNOWN');
    expect(pollInterval('WAITING_FOR_CREDIT', 15)).toBe(false);
  });

  it('note generation stays itself when polling gives up', () => {
    expect(settledStep('NOTE_GENERATION', 15)).toBe('NOTE_GENERATION');
    expect(pollInterval('NOTE_GENERATION', 15)).toBe(false);
  });

  it.each(['DECLINED', 'CANCELLED', 'CREDIT_FROZEN', 'ASSETS_PREQUAL', 'LIEN_VERIFICATION'] as const)(
    '%s does not poll',
    (step) => expect(pollInterval(step, 1)).toBe(false),
  );
});

describe('paths', () => {
  it('reads the page under the application and builds hrefs', () => {
    expect(pageWithin(`/account/heloc/${UUID}/product/select/`, UUID)).toBe('product/select');
    expect(pageWithin(`/account/heloc/${UUID}`, UUID)).toBe('');
    expect(applicationHref(UUID, 'product/select', { origin: 'signing/intro' })).toBe(
      `/account/heloc/${UUID}/product/select?origin=signing%2Fintro`,
    );
  });

  it.each([
    ['product', ''],
    ['review-app/', ''],
    ['income/link', 'income/review'],
    ['product/select', undefined],
    ['liens', undefined],
  ])('grouping index %s goes to "%s"', (page, target) => expect(groupingIndexTarget(page)).toBe(target));
});
