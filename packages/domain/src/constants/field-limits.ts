/** Field lengths and limits of the shared validators (spec 001 §5/§9, spec 000 §5). */

export const PASSWORD_MIN_LENGTH = 12;
/** A US phone formatted as "(555) 555-5555". */
export const PHONE_FORMATTED_LENGTH = 14;
/** Maximum phone input length when the country format does not say otherwise. */
export const PHONE_MAX_LENGTH_DEFAULT = 19;
export const DEFAULT_COUNTRY = 'US';
export const ZIP_LENGTH = 5;
export const STATE_CODE_LENGTH = 2;
export const NAME_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 128;
export const CHATBOT_FEEDBACK_MAX_LENGTH = 140;
export const CEO_MESSAGE_MIN_LENGTH = 10;
export const CEO_MESSAGE_MAX_LENGTH = 1_000;
export const MANUAL_PAYSTUB_COUNT_DEFAULT = 1;
export const PDF_VIEWER_MAX_WIDTH = 700;
