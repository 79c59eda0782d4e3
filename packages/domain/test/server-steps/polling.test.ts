import { describe, expect, it } from 'vitest';
import { nextPollDecision, nextSettledCheckDecision, pollDelay } from '../../src/server-steps/polling.ts';

describe('polling schedule', () => {
  it('starts at 1000 ms, doubles and caps at 5000 ms', () => {
    expect([0, 1, 2, 3, 4, 20, 1000].map(pollDelay)).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    expect(pollDelay(-3)).toBe(1000);
  });

  it('polls a waiting step 14 times, then gives up as UNKNOWN', () => {
    expect(nextPollDecision('WAITING_FOR_UNDERWRITING', 0)).toEqual({ action: 'poll', delayMs: 1000 });
    expect(nextPollDecision('WAITING_FOR_UNDERWRITING', 13)).toEqual({ action: 'poll', delayMs: 5000 });
    expect(nextPollDecision('WAITING_FOR_UNDERWRITING', 14)).toEqual({ action: 'stop', step: 'UNKNOWN' });
  });

  it('keeps note generation on its own step when polling gives up', () => {
    expect(nextPollDecision('NOTE_GENERATION', 14)).toEqual({ action: 'stop', step: 'NOTE_GENERATION' });
  });

  it('stops at once on terminal and settled steps', () => {
    expect(nextPollDecision('DECLINED', 0)).toEqual({ action: 'stop', step: 'DECLINED' });
    expect(nextPollDecision('NOTE_SIGNING', 0)).toEqual({ action: 'stop', step: 'NOTE_SIGNING' });
  });

  it('checks for a settled state 7 times, then gives up as UNKNOWN', () => {
    expect(nextSettledCheckDecision('IN_PROGRESS', false, 6)).toEqual({ action: 'poll', delayMs: 5000 });
    expect(nextSettledCheckDecision('IN_PROGRESS', false, 7)).toEqual({ action: 'stop', step: 'UNKNOWN' });
    expect(nextSettledCheckDecision('HMDA', true, 2)).toEqual({ action: 'stop', step: 'HMDA' });
  });
});
