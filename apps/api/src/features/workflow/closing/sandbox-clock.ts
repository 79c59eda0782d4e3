import type { SandboxClock, SandboxClockMove } from '@lintel/domain/application/sandbox-clock';
import { NotReadyError } from '../jobs/step-outcome.ts';
import { runStepJob } from '../jobs/step-jobs.ts';
import type { WorkflowDeps } from '../jobs/workflow-deps.ts';
import { STEP_JOBS } from '../steps/step-registry.ts';
import { BANK_REVIEW_JOB, bankReviewEndsAt } from '../after-offer/bank-review.ts';
import { CLOSING_JOBS } from './closing-job-names.ts';
import { loadClosingState } from './closing-state.ts';
import { sandboxClocks } from './notary-identity-tables.ts';
import { sandboxOffset, shiftedClock } from './sandbox-clock-offset.ts';

const HOUR_MS = 3_600_000;
// A minute past the event, so a job that checks "not early" (rescission-end.ts) sees it has come.
const PAST_EVENT_MS = 60_000;

/** The next timed closing event of the application, when one is waiting on the clock. */
async function nextEvent(deps: WorkflowDeps, applicationId: string, now: Date) {
  const state = await loadClosingState(deps.db, applicationId);
  const step = state?.application.serverStep ?? 'UNKNOWN';
  const closing = state?.closing;
  let event: SandboxClock['nextEvent'] = null;
  if (step === 'WAITING_FOR_BANK_VERIFICATION') event = await bankReviewEvent(deps, applicationId);
  else if ((step === 'DEED_SIGNING' || step === 'MANUAL_DEED_SIGNING') && closing?.notaryEndsAt)
    event = { name: 'The notary session ends', at: closing.notaryEndsAt.toISOString() };
  else if (step === 'RESCISSION' && closing?.rescissionEndsAt)
    event = { name: 'The right to cancel ends', at: closing.rescissionEndsAt.toISOString() };
  else if (step === 'RECORDING') event = { name: 'The mortgage is recorded', at: now.toISOString() };
  else if (step === 'FUNDABLE' && !state?.application.insuranceComplete)
    event = null; // Funding waits for proof of insurance, not for time.
  else if (step === 'FUNDABLE' || step === 'FUNDING_DECISION')
    event = { name: 'Funding', at: now.toISOString() };
  return { step, event };
}

async function bankReviewEvent(
  deps: WorkflowDeps,
  applicationId: string,
): Promise<SandboxClock['nextEvent']> {
  const at = await bankReviewEndsAt(deps, applicationId);
  return at ? { name: 'The bank finishes its review', at: at.toISOString() } : null;
}

export async function sandboxClockView(deps: WorkflowDeps, applicationId: string): Promise<SandboxClock> {
  const offsetMs = await sandboxOffset(deps.db, applicationId);
  const now = shiftedClock(deps.clock, offsetMs).now();
  const { step, event } = await nextEvent(deps, applicationId, now);
  return { now: now.toISOString(), offsetMs, step, nextEvent: event };
}

// The bank's review (decision 234) is the one timed wait before the closing; the sandbox clock skips it too.
const CLOSING_CHAIN = [
  BANK_REVIEW_JOB,
  CLOSING_JOBS.notarySession,
  CLOSING_JOBS.rescission,
  CLOSING_JOBS.recording,
  CLOSING_JOBS.funding,
] as const;

/**
 * Runs the closing chain's jobs (each on the application's clock, as runStepJob does) until none moves it: what the
 * queue would do when their time comes, done at once because the queue's timers follow the real clock. Each job does nothing at a step that
 * is not its own, and a job whose time has not come on this clock stays waiting.
 */
export async function runDueClosingJobs(deps: WorkflowDeps, applicationId: string): Promise<void> {
  for (let round = 0; round < 6; round++) {
    let moved = false;
    for (const name of CLOSING_CHAIN) {
      const job = STEP_JOBS.get(name);
      if (!job) continue;
      try {
        moved = (await runStepJob(deps, job, applicationId)) || moved;
      } catch (error) {
        if (!(error instanceof NotReadyError)) throw error;
      }
    }
    if (!moved) return;
  }
}

/** Moves the application's clock forward (an hour, a day, or just past its next timed event) and runs what is due. */
export async function advanceSandboxClock(
  deps: WorkflowDeps,
  applicationId: string,
  move: SandboxClockMove,
): Promise<SandboxClock> {
  const before = await sandboxClockView(deps, applicationId);
  const now = new Date(before.now).getTime();
  let by = move === 'HOUR' ? HOUR_MS : 24 * HOUR_MS;
  if (move === 'NEXT_EVENT') {
    const at = before.nextEvent ? new Date(before.nextEvent.at).getTime() : now;
    by = Math.max(0, at - now) + PAST_EVENT_MS;
  }
  const offsetMs = before.offsetMs + by;
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(sandboxClocks)
    .values({ applicationId, offsetMs, updatedAt })
    .onConflictDoUpdate({ target: sandboxClocks.applicationId, set: { offsetMs, updatedAt } });
  await runDueClosingJobs(deps, applicationId);
  return sandboxClockView(deps, applicationId);
}
