/** Telemetry and session replay (spec 001 §7/§9). */

export const TELEMETRY_LIB_VERSION = '2.2.23';
export const TELEMETRY_PLATFORM = 'WEB';
export const TELEMETRY_PRODUCT_TYPE = 'HELOC';
/** Session replay sample rate and session sample rate, percent. */
export const REPLAY_SAMPLE_RATE = 0;
export const SESSION_SAMPLE_RATE = 100;
