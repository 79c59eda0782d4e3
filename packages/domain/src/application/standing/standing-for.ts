import type { Application } from '../application.ts';
import { routeForServerStep } from '../../server-steps/route-for-server-step.ts';
import type { ServerStep } from '../../server-steps/server-step.ts';
import { progressLabels } from '../../shell-rules/application-progress.ts';
import type { EngineState } from '../../step-engine/engine-states.ts';
import { standingAccounts } from './bank-accounts.ts';
import { BUILT_PAGES } from './built-pages.ts';
import { COMPLETE_STAGE, SIGN_DOCUMENTS_STAGE, stageHistory, type StageHistory } from './progress-stage.ts';
import type { Standing, StandingProgressStep } from './standing.ts';
import { LIEN_ATTESTATION_STATUS, stepStatus } from './step-status.ts';

/** What the server knows of an application that its standing is computed from. */
export interface StandingFacts {
  /** The server step the application is in. */
  readonly step: ServerStep;
  /** The application as the browser reads it (flags, decision, chosen offer, checklist). */
  readonly application: Application;
  /** The steps the application has been in, oldest first (its audit trail of moves). */
  readonly visited: readonly ServerStep[];
  /** The step engine's state for the application, asked for only when routing falls back to it (spec 000 §4). */
  readonly engineState: () => EngineState;
}

function progressOf(current: number, furthest: number, manualNotary: boolean): Standing['progress'] {
  const labels = progressLabels({ manualNotary });
  const steps: StandingProgressStep[] = labels.map((label, index) => ({
    label,
    status:
      index === current
        ? 'current'
        : index < current || index <= furthest || current === COMPLETE_STAGE
          ? 'complete'
          : 'upcoming',
  }));
  return { index: Math.min(current, labels.length), steps };
}

/**
 * Where an application stands (issue 16, decision 172): its page (spec 000 §4's routing, the one
 * `routeForServerStep`), what that means to the borrower and who it waits on (the step's status, or the page's where
 * the page says more, decision 108), whether the borrower can act online (a built page, not a call), and the
 * progress: the current step from the server step, the steps done from where the application has been.
 */
export function standingFor({ step, application, visited, engineState }: StandingFacts): Standing {
  const route = routeForServerStep(step, application, engineState);
  const pageBuilt = BUILT_PAGES.has(route.page);
  // LIEN_VERIFICATION after the hard pull listed a recent inquiry is the attestation before the closing documents
  // (decision 235), not the liens the offers rest on: its own words, and the progress past Verify Identity.
  const attesting =
    step === 'LIEN_VERIFICATION' &&
    Boolean(application.status?.inquiryAttestNeeded) &&
    !application.status?.inquiryAttestComplete;
  const status = attesting ? LIEN_ATTESTATION_STATUS : stepStatus(step, route.page);
  const canActOnline = status.waitingOn === 'borrower' && pageBuilt && status.online !== false;
  const history: StageHistory = stageHistory(step, visited);
  const { current, furthest } = attesting
    ? { current: SIGN_DOCUMENTS_STAGE, furthest: Math.max(history.furthest, SIGN_DOCUMENTS_STAGE) }
    : history;
  const progress = progressOf(current, furthest, Boolean(application.status?.manualNotary));
  return {
    step,
    page: route.page,
    ...(route.search ? { search: { ...route.search } } : {}),
    pageBuilt,
    headline: status.now,
    waitingOn: status.waitingOn,
    ...(status.who && status.online !== false ? { who: status.who } : {}),
    canActOnline,
    expected: status.expected,
    progress,
    done: progress.steps.filter((s) => s.status === 'complete').map((s) => s.label),
    accounts: standingAccounts(application),
  };
}
