/** Telemetry and session replay (spec 001 §7/§9). */

export const TELEMETRY_LIB_VERSION = '2.2.23';
export const TELEMETRY_PLATFORM = 'WEB';
export const TELEMETRY_PRODUCT_TYPE = 'HELOC';
/** Session replay sample rate and session sample rate, percent. */
export const REPLAY_SAMPLE_RATE = 0;
export const SESSION_SAMPLE_RATE = 100;
/** Spec 001 §7: the page-view event, posted with productType HELOC. */
export const PAGE_VIEW_EVENT = 'Page View';
export const PAGE_VIEW_EVENT_TYPE = 'PAGE_VIEW';
/** A page left sooner than this was a redirect, not a page anyone viewed; waiting also keeps the page's own calls first. */
export const PAGE_VIEW_DELAY_MS = 1_000;
/** The browser's telemetry context (spec 001 §7). */
export const BROWSER_TELEMETRY_CONTEXT = 'external';
