/** Counts of the shared shell (spec 001 §2/§4/§9). */

/** Banners at the top of apps, by default. */
export const BANNERS_MAX = 2;
/** Toasts visible at once. */
export const TOASTS_MAX = 5;
/** Notifications before View All is chosen; View All appears above this. */
export const NOTIFICATIONS_PREVIEW_COUNT = 3;
/** A group shows at most this many unread notifications. */
export const NOTIFICATIONS_UNREAD_PER_GROUP = 8;
/** Wallet addresses longer than this are shortened to the first and last characters below. */
export const WALLET_ADDRESS_MAX_LENGTH = 11;
export const WALLET_ADDRESS_HEAD = 6;
export const WALLET_ADDRESS_TAIL = 5;
/** Relative time switches to a month and day after this many weeks. */
export const RELATIVE_TIME_MAX_WEEKS = 4;
/** Operating hours are shown in Pacific Time. */
export const OPERATING_HOURS_TIME_ZONE = 'America/Los_Angeles';
export const OPERATING_HOURS_ZONE_LABEL = 'PT';
/** Licensed in fewer states than this: the footer says the product is offered in more states. */
export const US_STATE_COUNT = 50;
