import type { Application } from '@lintel/domain/application/application';
import type { ProgressState } from '@lintel/domain/shell-rules/application-progress';
import { ENGINE_STATE_PAGES } from '@lintel/domain/step-engine/engine-states';
import type { EngineState } from '@lintel/domain/step-engine/engine-states';

/**
 * Which sidebar step an engine state belongs to (decision 087; spec 001 §4 names the progress states but not the
 * mapping). Bank accounts count towards signing: they are set up just before the documents are signed.
 */
const PROGRESS_OF_ENGINE_STATE: Readonly<Record<EngineState, Exclude<ProgressState, 'MANUAL_NOTARY'>>> = {
  profile: 'INITIAL',
  ssnCredit: 'INITIAL',
  errorCredit: 'INITIAL',
  incorrectPin: 'INITIAL',
  noCredit: 'INITIAL',
  noProperty: 'INITIAL',
  datatreeError: 'INITIAL',
  uwReview: 'INITIAL',
  declined: 'INITIAL',
  dtiDeclined: 'INITIAL',
  creditScoreDeclined: 'INITIAL',
  delinquency: 'INITIAL',
  assetDepletion: 'PRODUCT_SELECT',
  liens: 'PRODUCT_SELECT',
  product: 'PRODUCT_SELECT',
  moreProfile: 'MORE_INFO',
  hmda: 'MORE_INFO',
  waitSummary: 'MORE_INFO',
  appSummary: 'MORE_INFO',
  bpo: 'MORE_INFO',
  bpoProcessing: 'MORE_INFO',
  incomeReview: 'LINK_INCOME',
  emplVerify: 'LINK_INCOME',
  manualPaystubUpload: 'LINK_INCOME',
  docVerify: 'ID_UPLOAD',
  documents: 'ID_UPLOAD',
  waitMerchant: 'SIGNING',
  lienAttestation: 'SIGNING',
  autopay: 'SIGNING',
  manualAutopay: 'SIGNING',
  ach: 'SIGNING',
  waitSign: 'SIGNING',
  sign: 'SIGNING',
  codeed: 'SIGNING',
  waitNotary: 'ENOTARY',
  notary: 'ENOTARY',
  insurance: 'ENOTARY',
  waitFund: 'COMPLETE',
  complete: 'COMPLETE',
};

/** Pages of the first stage whatever the engine replays to: the server found a credit, property or review issue. */
const BASIC_INFO_PAGES = /^(credit\/|review-app\/(?!signdocs)|error\/(decline|credit|income)$)/;

type Stage = (typeof PROGRESS_OF_ENGINE_STATE)[EngineState];

/**
 * The stage of each engine page that belongs to one stage only (liens and hold serve two: null). Derived from the
 * engine's own page table, so a page reads as the stage its engine states would give.
 */
const STAGE_OF_PAGE: ReadonlyMap<string, Stage | null> = (() => {
  const stages = new Map<string, Stage | null>();
  for (const [state, page] of Object.entries(ENGINE_STATE_PAGES) as Array<[EngineState, string]>) {
    const stage = PROGRESS_OF_ENGINE_STATE[state];
    stages.set(page, stages.has(page) && stages.get(page) !== stage ? null : stage);
  }
  return stages;
})();

function withManualNotary(stage: Stage, application: Application): ProgressState {
  return stage === 'ENOTARY' && application.status?.manualNotary ? 'MANUAL_NOTARY' : stage;
}

/**
 * The sidebar step from the page the server step routes to, when that page tells it (decision 097: most pages do,
 * so the step engine need not load); undefined when only the engine state can say.
 */
export function progressStateOfPage(
  application: Application,
  routedPage: string | undefined,
): ProgressState | undefined {
  if (routedPage === undefined) return undefined;
  if (BASIC_INFO_PAGES.test(routedPage)) return 'INITIAL';
  const stage = STAGE_OF_PAGE.get(routedPage);
  return stage ? withManualNotary(stage, application) : undefined;
}

/**
 * The sidebar step: from the page the server step routes to when that page is a basic-info problem (the engine
 * cannot see a credit no-match, which pages report), otherwise from the engine state.
 */
export function progressStateFor(
  engineState: EngineState,
  application: Application,
  routedPage?: string,
): ProgressState {
  if (routedPage !== undefined && BASIC_INFO_PAGES.test(routedPage)) return 'INITIAL';
  return withManualNotary(PROGRESS_OF_ENGINE_STATE[engineState], application);
}
