/** Delays and durations of the shell, in milliseconds (spec 001 §2/§4/§9). */

export const REQUEST_TIMEOUT_MS = 30_000;
/** Query status data is considered fresh this long. */
export const QUERY_STATUS_STALE_MS = 250;
/** The full-screen loader stays this long after loading ends. */
export const LOADER_HIDE_DELAY_MS = 300;
export const PROCESSING_MODAL_TIMEOUT_MS = 30_000;
export const PROCESSING_MODAL_PROGRESS_INTERVAL_MS = 100;
export const ALERT_POPUP_DELAY_MS = 200;
/** Live-region status messages clear after this. */
export const LIVE_REGION_CLEAR_MS = 300;
/** "Copied" confirmation of the wallet-address copy action. */
export const COPY_CONFIRMATION_MS = 1_000;
/** Loan originator info is cached this long. */
export const LOAN_ORIGINATOR_CACHE_MS = 10 * 60 * 1_000;
/** A chat typing preview refreshes this often. */
export const TYPING_PREVIEW_MS = 1_000;
/** The chat's waiting dots advance this often. */
export const WAITING_DOTS_CYCLE_MS = 400;
