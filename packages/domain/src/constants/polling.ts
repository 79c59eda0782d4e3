/** Polling intervals and retry budgets (spec 001 §7/§9, spec 000 §8/§9), in milliseconds where timed. */

export const OPERATING_HOURS_POLL_MS = 60_000;
export const CHAT_NONCE_REFRESH_MS = 60_000;
export const WEBSOCKET_PING_MS = 10_000;
export const CONDITIONS_POLL_MS = 60_000;

/** Step-status polling (server-steps/polling): 1000 ms (500 × 2) first, doubled per attempt, capped. */
export const STEP_POLL_BASE_DELAY_MS = 1_000;
export const STEP_POLL_MAX_DELAY_MS = 5_000;
/** Attempts for the settled-state check. */
export const STEP_POLL_SETTLED_ATTEMPTS = 7;
/** Attempts for waiting states before they yield unknown. */
export const STEP_POLL_WAITING_ATTEMPTS = 14;

/** The generic retry helper. */
export const RETRY_ATTEMPTS_DEFAULT = 5;
export const RETRY_INITIAL_DELAY_MS = 1_000;
/** Telemetry session creation. */
export const SESSION_RETRIES = 3;
/** A failed screen load reloads the page this many times per browser session, then shows the error page. */
export const DYNAMIC_LOAD_RETRIES = 5;
