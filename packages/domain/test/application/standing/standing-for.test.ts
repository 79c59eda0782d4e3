import { describe, expect, it } from 'vitest';
import type { Application } from '../../../src/application/application.ts';
import { BUILT_PAGES } from '../../../src/application/standing/built-pages.ts';
import { standingFor } from '../../../src/application/standing/standing-for.ts';
import { standingSchema, waitingOnText, type Standing } from '../../../src/application/standing/standing.ts';
import { SERVER_STEPS, type ServerStep } from '../../../src/server-steps/server-step.ts';
import { engineStateFor } from '../../../src/step-engine/engine-state-for.ts';
import { app, withStatus } from '../../step-engine/fixtures.ts';

const HAPPY_TO_SUBMISSION: ServerStep[] = [
  'WAITING_FOR_CREDIT',
  'LIEN_VERIFICATION',
  'WAITING_FOR_UNDERWRITING',
  'OFFER_SELECTION',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'SUMMARY_DISCLOSURE',
  'APP_SUBMISSION',
  'HARD_CREDIT_PULL',
];

function standing(step: ServerStep, application: Application = app(), visited: ServerStep[] = []): Standing {
  return standingFor({
    step,
    application,
    visited: [...visited, step],
    engineState: () => engineStateFor(application).state,
  });
}

const statuses = (s: Standing) => s.progress.steps.map((p) => p.status);

describe('standingFor: one answer for each disagreement of issue 16', () => {
  it('flood-certificate wait: waiting on the flood certificate provider, on error/flood-cert, not "ready to sign"', () => {
    const s = standing('CLOSING_DISCLOSURE_GENERATED', withStatus(app(), { waitingOnFloodCert: true }), [
      ...HAPPY_TO_SUBMISSION,
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'IDENTITY_VERIFICATION',
    ]);
    expect(s.page).toBe('error/flood-cert');
    expect(s.waitingOn).toBe('third-party');
    expect(s.who).toBe('the flood certificate provider');
    expect(s.headline).not.toMatch(/ready for you to sign/);
    expect(s.canActOnline).toBe(false);
    expect(s.progress.steps[s.progress.index]?.label).toBe('Sign Documents');
  });

  it('the same step without the flood wait is ready to sign', () => {
    const s = standing('CLOSING_DISCLOSURE_GENERATED');
    expect(s.page).toBe('review-app/signdocs');
    expect(s.headline).toMatch(/ready for you to sign/);
  });

  it('requalify: the offer changed after the hard pull, never an expired pre-qualification', () => {
    const s = standing('REQUALIFY', app({ term: 30, amount: 50000 }), HAPPY_TO_SUBMISSION);
    expect(s.page).toBe('product/prequal-winback');
    expect(s.headline).toMatch(/changed your offer/);
    expect(s.headline).not.toMatch(/expired/);
    expect(s.canActOnline).toBe(true);
    expect(statuses(s)).toEqual([
      'complete',
      'current',
      'complete',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('bank failed: Verify Identity is current (the account is verified there), not done; Sign Documents not started', () => {
    const s = standing('DISBURSEMENT_ACCOUNT', app(), [
      ...HAPPY_TO_SUBMISSION,
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'WAITING_FOR_BANK_VERIFICATION',
    ]);
    expect(s.progress.index).toBe(4);
    expect(s.progress.steps[4]).toEqual({ label: 'Verify Identity', status: 'current' });
    expect(s.progress.steps[5]).toEqual({ label: 'Sign Documents', status: 'upcoming' });
    expect(s.done).toEqual(['Basic Info', 'Select Offer', 'Provide More Info', 'Link Income Sources']);
  });

  it('lien attestation: LIEN_VERIFICATION after identity asks about the inquiry, past Verify Identity (decision 235)', () => {
    const visited: ServerStep[] = [
      ...HAPPY_TO_SUBMISSION,
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'IDENTITY_VERIFICATION',
    ];
    const attesting = app({ status: { inquiryAttestNeeded: true, inquiryAttestComplete: false } });
    const s = standing('LIEN_VERIFICATION', attesting, visited);
    expect(s.page).toBe('liens');
    expect(s.headline).toBe('Please tell us whether a recent credit inquiry led to new credit.');
    expect(s.waitingOn).toBe('borrower');
    expect(s.progress.steps[5]).toEqual({ label: 'Sign Documents', status: 'current' });
    expect(s.done).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
    ]);
    // Before the offers the same step is the liens the offers rest on.
    const before = standing('LIEN_VERIFICATION', app(), ['WAITING_FOR_CREDIT']);
    expect(before.headline).toBe('Please confirm the loans secured on your property.');
    expect(before.progress.index).toBe(1);
  });

  it('income lower: the finished steps stay done while Select Offer is current again', () => {
    const s = standing('REVISED_OFFER_SELECTION', app({ term: 30, amount: 50000 }), [
      ...HAPPY_TO_SUBMISSION,
      'INCOME_VERIFICATION',
      'WAITING_FOR_INCOME',
    ]);
    expect(s.page).toBe('product/select');
    expect(statuses(s)).toEqual([
      'complete',
      'current',
      'complete',
      'complete',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(s.done).toEqual(['Basic Info', 'Provide More Info', 'Link Income Sources']);
  });

  it('a borrower step whose page is not built is not "Waiting on: You" alone: a call with the lender', () => {
    // Every page a step routes to is built since decision 208: take the in-person notary's away for this test.
    const built = BUILT_PAGES as Set<string>;
    built.delete('notary/reserve-manual');
    const s = standing('MANUAL_DEED_SIGNING', app(), [
      'WAITING_FOR_CREDIT',
      'LIEN_VERIFICATION',
      'OFFER_SELECTION',
    ]);
    built.add('notary/reserve-manual');
    expect(s.page).toBe('notary/reserve-manual');
    expect(s.pageBuilt).toBe(false);
    expect(s.canActOnline).toBe(false);
    expect(waitingOnText(s, 'Lintel')).toBe('You: a call with Lintel');
    // start/hmda is built (decision 180): its step is the borrower's, online.
    const hmda = standing('HMDA', app(), ['WAITING_FOR_CREDIT', 'LIEN_VERIFICATION', 'OFFER_SELECTION']);
    expect(hmda).toMatchObject({ page: 'start/hmda', pageBuilt: true, canActOnline: true });
    expect(waitingOnText(hmda, 'Lintel')).toBe('You');
  });

  it('the review pages that ask for a call say so; a form page says "You"', () => {
    const noCredit = standing('CREDIT_NO_MATCH_SSN_HELD');
    expect(noCredit.page).toBe('review-app/no-credit');
    expect(waitingOnText(noCredit, 'Lintel')).toBe('You: a call with Lintel');
    expect(noCredit.expected).toBe('About 10 minutes of your time');
    const choose = standing('OFFER_SELECTION');
    expect(choose.canActOnline).toBe(true);
    expect(waitingOnText(choose, 'Lintel')).toBe('You');
    expect(waitingOnText(choose, 'Lintel', true)).toBe('The applicant');
  });

  it('an underwriter review names the lender and 1 to 2 business days, as review-app/uw does', () => {
    const s = standingFor({
      step: 'WAITING_FOR_UNDERWRITING',
      application: app(),
      visited: ['WAITING_FOR_UNDERWRITING'],
      engineState: () => 'uwReview',
    });
    expect(s.page).toBe('review-app/uw');
    expect(s.waitingOn).toBe('lender');
    expect(s.expected).toBe('Usually 1 to 2 business days');
    expect(waitingOnText(s, 'Lintel')).toBe('Lintel');
  });
});

describe('standingFor: progress', () => {
  it('a new application is on Basic Info with nothing done', () => {
    const s = standing('WAITING_FOR_CREDIT');
    expect(s.progress.index).toBe(0);
    expect(s.done).toEqual([]);
  });

  it('a funded line has every step done', () => {
    const s = standing('COMPLETE', app(), [...HAPPY_TO_SUBMISSION, 'NOTE_SIGNING', 'DEED_SIGNING']);
    expect(s.progress.index).toBe(7);
    expect(statuses(s).every((status) => status === 'complete')).toBe(true);
    expect(s.waitingOn).toBe('nobody');
  });

  it('a wait carries the step the application was on (a valuation after identity stays on Verify Identity)', () => {
    const s = standing('BPO_CONDITION', app({ property: { state: 'TX' } }), [
      ...HAPPY_TO_SUBMISSION,
      'INCOME_VERIFICATION',
      'IDENTITY_VERIFICATION',
    ]);
    expect(s.progress.index).toBe(4);
  });

  it('the in-person notary names its step "Schedule Notary Session"', () => {
    const s = standing('MANUAL_DEED_SIGNING', withStatus(app(), { manualNotary: true }));
    expect(s.progress.steps[6]).toEqual({ label: 'Schedule Notary Session', status: 'current' });
  });

  it('every step has a standing the answer schema accepts, with exactly one current step until complete', () => {
    for (const step of SERVER_STEPS) {
      const s = standing(step);
      expect(standingSchema.parse(s)).toEqual(s);
      const current = s.progress.steps.filter((p) => p.status === 'current');
      expect(current.length).toBe(s.progress.index === 7 ? 0 : 1);
      if (s.canActOnline) expect(s.waitingOn).toBe('borrower');
    }
  });
});
