/** Local storage keys (spec 001 §3/§9). */

/** The session token. */
export const JWT_STORAGE_KEY = 'jwt';
/** The application uuid (read back after a bank-link return). */
export const HELOC_UUID_STORAGE_KEY = 'heloc_uuid';
export const TRACKER_UUID_STORAGE_KEY = 'telemetry_trackerUuid';
/** The DDP_Pilot query flag is saved under its own name. */
export const DDP_PILOT_STORAGE_KEY = 'DDP_Pilot';
