import { describe, expect, it } from 'vitest';
import { ENGINE_STATES } from '@lintel/domain/step-engine/engine-states';
import { PROGRESS_STATES } from '@lintel/domain/shell/application-progress';
import { progressStateFor } from '../../src/features/application/progress/progress-state.ts';
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
});
