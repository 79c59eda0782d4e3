import { describe, expect, it } from 'vitest';
import { isTerminalStep, isWaitingStep } from '../../src/server-steps/step-classification.ts';
import { parseServerStep, SERVER_STEP_MEANINGS, SERVER_STEPS } from '../../src/server-steps/server-step.ts';
import { shouldRedirect } from '../../src/server-steps/should-redirect.ts';
import { app, withStatus } from '../step-engine/fixtures.ts';

describe('server steps', () => {
  it('include every step spec 001 §4 names, each with a meaning', () => {
    const spec001 = [
      'APP_SUBMISSION',
      'IDENTITY_VERIFICATION',
      'INCOME_VERIFICATION',
      'EMPLOYMENT_VERIFICATION',
      'OFFER_SELECTION',
      'REVISED_OFFER_SELECTION',
      'FINAL_OFFER',
      'HARD_CREDIT_PULL',
      'NOTE_SIGNING',
      'DEED_SIGNING',
      'NOTARY_WAITING_PERIOD',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'FUNDING_DECISION',
      'COMPLETE',
      'CANCELLED',
      'DECLINED',
      'IN_PROGRESS',
      'UNKNOWN',
    ];
    expect(SERVER_STEPS).toEqual(expect.arrayContaining(spec001));
    for (const step of SERVER_STEPS) expect(SERVER_STEP_MEANINGS[step].length).toBeGreaterThan(10);
    expect(SERVER_STEPS.every((s) => /^[A-Z][A-Z_]*[A-Z]$/.test(s))).toBe(true);
  });

  it('reads an unknown or malformed step as UNKNOWN', () => {
    expect(parseServerStep('NOTE_SIGNING')).toBe('NOTE_SIGNING');
    expect(parseServerStep('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(parseServerStep(42)).toBe('UNKNOWN');
  });

  it.each([
    'CANCELLED',
    'DECLINED',
    'CREDIT_ERROR',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN_HELD',
    'CREDIT_LOCKED',
    'CREDIT_FROZEN',
    'MULTIPLE_PROPERTY',
    'NO_PROPERTY',
    'ASSETS_PREQUAL',
  ] as const)('%s is terminal and not waiting', (step) => {
    expect(isTerminalStep(step)).toBe(true);
    expect(isWaitingStep(step)).toBe(false);
  });

  it('polls every WAITING_FOR_* step and the generation and in-progress steps', () => {
    for (const step of SERVER_STEPS.filter((s) => s.startsWith('WAITING_FOR')))
      expect(isWaitingStep(step)).toBe(true);
    for (const step of [
      'IN_PROGRESS',
      'NOTE_GENERATION',
      'SUMMARY_DISCLOSURE_GENERATION',
      'HARD_CREDIT_PULL',
    ] as const)
      expect(isWaitingStep(step)).toBe(true);
    expect(isWaitingStep('NOTE_SIGNING')).toBe(false);
    expect(isTerminalStep('NOTE_SIGNING')).toBe(false);
  });

  it('no step is both waiting and terminal', () => {
    expect(SERVER_STEPS.filter((s) => isWaitingStep(s) && isTerminalStep(s))).toEqual([]);
  });
});

describe('shouldRedirect', () => {
  const declined = withStatus(app(), { uwDecision: 'DECLINE' });

  it('does not redirect a borrower already on the routed page', () => {
    expect(shouldRedirect('/error/decline/', { page: 'error/decline' }, declined)).toBe(false);
  });

  it('sends a declined borrower to the routed page from anywhere but the disclosures document', () => {
    expect(shouldRedirect('product/select', { page: 'error/decline' }, declined)).toBe(true);
    expect(shouldRedirect('document/disclosures', { page: 'error/decline' }, declined)).toBe(false);
  });

  it('does not exempt the disclosures page when the borrower is not declined', () => {
    expect(shouldRedirect('document/disclosures', { page: 'identity' }, app())).toBe(true);
  });

  it('leaves the conditions pages at any step, except for a declined borrower (decision 189)', () => {
    for (const page of ['conditions', 'conditions/phone-number', '/conditions/upload-document/'])
      expect(shouldRedirect(page, { page: 'product/select' }, app())).toBe(false);
    expect(shouldRedirect('conditions', { page: 'error/decline' }, declined)).toBe(true);
    expect(shouldRedirect('conditions/other', { page: 'product/select' }, app())).toBe(true);
  });
});
