import { describe, expect, it } from 'vitest';
import { ENGINE_STATE_PAGES, ENGINE_STATES } from '@lintel/domain/step-engine/engine-states';
import { PROGRESS_STATES } from '@lintel/domain/shell-rules/application-progress';
import {
  progressStateFor,
  progressStateOfPage,
} from '../../src/features/application/progress/progress-state.ts';
import { applicationFixture } from './application-fixtures.ts';

describe('the sidebar step of an application (decision 087)', () => {
  it('gives every engine state a progress state', () => {
    for (const state of ENGINE_STATES) {
      expect(PROGRESS_STATES).toContain(progressStateFor(state, applicationFixture));
    }
  });

  it.each([
    ['product', 'PRODUCT_SELECT'],
    ['incomeReview', 'LINK_INCOME'],
    ['docVerify', 'ID_UPLOAD'],
    ['sign', 'SIGNING'],
    ['notary', 'ENOTARY'],
    ['complete', 'COMPLETE'],
  ] as const)('%s -> %s', (engine, progress) => {
    expect(progressStateFor(engine, applicationFixture)).toBe(progress);
  });

  it('uses the manual-notary step when the borrower chose an in-person notary', () => {
    expect(progressStateFor('notary', { ...applicationFixture, status: { manualNotary: true } })).toBe(
      'MANUAL_NOTARY',
    );
  });

  it.each(['credit/social', 'review-app/property', 'error/decline'])(
    'keeps Basic Info current while the step routes to %s',
    (page) => expect(progressStateFor('liens', applicationFixture, page)).toBe('INITIAL'),
  );

  it('does not treat the signing-documents review page as basic info', () => {
    expect(progressStateFor('waitSign', applicationFixture, 'review-app/signdocs')).toBe('SIGNING');
  });

  describe('from the routed page, without the step engine (decision 097)', () => {
    it.each([
      ['product/select', 'PRODUCT_SELECT'],
      ['product/assets', 'PRODUCT_SELECT'],
      ['start/contact', 'MORE_INFO'],
      ['income/review', 'LINK_INCOME'],
      ['identity', 'ID_UPLOAD'],
      ['review-app/signdocs', 'SIGNING'],
      ['notary/intro', 'ENOTARY'],
      ['complete', 'COMPLETE'],
      ['credit/social', 'INITIAL'],
      ['error/decline', 'INITIAL'],
    ] as const)('%s -> %s', (page, progress) => {
      expect(progressStateOfPage(applicationFixture, page)).toBe(progress);
    });

    it('agrees with the engine for every engine page that belongs to one stage', () => {
      for (const state of ENGINE_STATES) {
        const page = ENGINE_STATE_PAGES[state];
        const fromPage = progressStateOfPage(applicationFixture, page);
        if (fromPage !== undefined) expect(fromPage).toBe(progressStateFor(state, applicationFixture, page));
      }
    });

    it.each(['liens', 'hold', '', 'error/timeout', 'payoff/hold'])(
      'leaves "%s" to the engine: the page alone does not tell the stage',
      (page) => expect(progressStateOfPage(applicationFixture, page)).toBeUndefined(),
    );

    it('uses the manual-notary step on the notary page when the borrower chose an in-person notary', () => {
      const manual = { ...applicationFixture, status: { manualNotary: true } };
      expect(progressStateOfPage(manual, 'notary/intro')).toBe('MANUAL_NOTARY');
    });
  });
});
