import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_STATES, type EngineState } from '../../src/step-engine/engine-states.ts';
import { acceptsEvent, engineMachine, nextEngineState } from '../../src/step-engine/engine-machine.ts';
import {
  ENGINE_EVENTS,
  ENGINE_TRANSITIONS,
  type EngineEventType,
} from '../../src/step-engine/engine-transitions.ts';

// Spec 000 §4's table, typed again from the spec text so a wrong row in the source fails here.
const SPEC_TABLE: readonly (readonly [string, 'any' | readonly EngineState[], EngineState])[] = [
  ['softCreditNoMatch', ['profile', 'liens', 'product'], 'ssnCredit'],
  ['creditLocked', 'any', 'errorCredit'],
  ['creditFrozen', 'any', 'errorCredit'],
  ['creditIncorrectPin', 'any', 'incorrectPin'],
  ['softCreditNoCredit', 'any', 'noCredit'],
  ['propertyNoMatch', 'any', 'noProperty'],
  ['datatreeNoMatch', 'any', 'datatreeError'],
  ['repullSoftCredit', ['profile'], 'product'],
  ['lienInfo', ['profile'], 'liens'],
  ['underwrite', 'any', 'product'],
  ['assetDepletionDtiDecline', ['product'], 'assetDepletion'],
  ['selectProduct', ['product'], 'moreProfile'],
  ['addProfileInfo', ['moreProfile'], 'hmda'],
  ['addHmdaInfo', ['hmda'], 'waitSummary'],
  ['summarySigning', ['waitSummary'], 'appSummary'],
  ['summarySigned', ['appSummary'], 'incomeReview'],
  ['incomeVerified', ['incomeReview'], 'ach'],
  ['disbursementAch', ['autopay', 'ach'], 'docVerify'],
  ['idDocsUploaded', ['docVerify'], 'waitSign'],
  ['bpoEscalate', ['docVerify', 'incomeReview'], 'bpo'],
  ['bpoProcessWaiting', 'any', 'bpoProcessing'],
  ['idReUpload', 'any', 'docVerify'],
  ['adHocDocRequired', 'any', 'documents'],
  ['incomePartialVerified', 'any', 'manualPaystubUpload'],
  ['manualDisburseSetup', 'any', 'autopay'],
  ['manualDisburseManualPay', 'any', 'docVerify'],
  ['merchantReviewed', 'any', 'lienAttestation'],
  ['lienAttestation', 'any', 'waitSign'],
  ['employerVerification', 'any', 'emplVerify'],
  ['noteSigning', ['waitSign'], 'sign'],
  ['signed', ['sign'], 'codeed'],
  ['coDeedConfirmed', ['codeed'], 'waitNotary'],
  ['deedSigning', 'any', 'notary'],
  ['enotarySigned', ['notary'], 'insurance'],
  ['manualEnotarySigned', ['notary'], 'insurance'],
  ['insuranceConfirmed', ['insurance'], 'waitFund'],
  ['finish', 'any', 'waitFund'],
  ['inactive', 'any', 'declined'],
  ['decline', 'any', 'declined'],
  ['dtiDecline', 'any', 'dtiDeclined'],
  ['creditScoreDecline', 'any', 'creditScoreDeclined'],
  ['delinquencyReview', 'any', 'delinquency'],
  ['fund', 'any', 'complete'],
  // Decision 041: the three states no spec row enters.
  ['underwritingReview', 'any', 'uwReview'],
  ['merchantReview', ['autopay', 'ach'], 'waitMerchant'],
  ['manualAutopaySetup', ['ach'], 'manualAutopay'],
];

const accepts = (from: 'any' | readonly EngineState[], state: EngineState) =>
  from === 'any' || from.includes(state);

describe('step engine transition table', () => {
  it('has the 39 states of the spec and starts at profile', () => {
    expect(ENGINE_STATES).toHaveLength(39);
    expect(new Set(ENGINE_STATES).size).toBe(39);
    expect(engineMachine.config.initial).toBe('profile');
  });

  it('knows exactly the events of the table', () => {
    expect([...ENGINE_EVENTS].sort()).toEqual(SPEC_TABLE.map(([event]) => event).sort());
  });

  it.each(SPEC_TABLE)('%s goes from %j to %s and is refused everywhere else', (event, from, to) => {
    const type = event as EngineEventType;
    for (const state of ENGINE_STATES) {
      expect(acceptsEvent(state, type), state).toBe(accepts(from, state));
      expect(nextEngineState(state, type), state).toBe(accepts(from, state) ? to : state);
    }
  });

  it('never fires a transition outside its from-states (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENGINE_STATES), fc.constantFrom(...ENGINE_TRANSITIONS), (state, row) => {
        const next = nextEngineState(state, row.event as EngineEventType);
        if (accepts(row.from, state)) expect(next).toBe(row.to);
        else expect(next).toBe(state);
      }),
    );
  });

  it('reaches every state from profile through the table', () => {
    const seen = new Set<EngineState>(['profile']);
    const queue: EngineState[] = ['profile'];
    while (queue.length > 0) {
      const state = queue.shift() as EngineState;
      for (const event of ENGINE_EVENTS) {
        const next = nextEngineState(state, event);
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...ENGINE_STATES].sort());
  });

  it('reaches every state by a random walk that only uses accepted events (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ENGINE_EVENTS), { maxLength: 30 }), (events) => {
        let state: EngineState = 'profile';
        for (const event of events) {
          const next = nextEngineState(state, event);
          const row = ENGINE_TRANSITIONS.find((r) => r.event === event);
          expect(next === state || (row !== undefined && accepts(row.from, state) && next === row.to)).toBe(
            true,
          );
          state = next;
        }
        expect(ENGINE_STATES).toContain(state);
      }),
      { numRuns: 200 },
    );
  });
});
