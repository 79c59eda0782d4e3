/** Local storage keys (spec 001 §3/§9). */

/** The session token. */
export const JWT_STORAGE_KEY = 'jwt';
/** The application uuid (read back after a bank-link return). */
export const HELOC_UUID_STORAGE_KEY = 'heloc_uuid';
export const TRACKER_UUID_STORAGE_KEY = 'telemetry_trackerUuid';
/** The DDP_Pilot query flag is saved under its own name. */
export const DDP_PILOT_STORAGE_KEY = 'DDP_Pilot';
/** The registration draft (spec 000 §3): the answers so far, kept across a reload and a closed tab. */
export const REGISTRATION_DRAFT_STORAGE_KEY = 'lintel_registration_draft';
