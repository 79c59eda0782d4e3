/** Who may apply and with what income (spec 001 §1/§5/§9, spec 000 §5/§9). */

/** Minimum age to apply. */
export const MIN_AGE = 18;
/** Alabama's age of majority is 19 (spec 000 §5). */
export const MIN_AGE_ALABAMA = 19;
export const ALABAMA_STATE_CODE = 'AL';
/** The reverse-type (age-restricted) product variant. */
export const MIN_AGE_AGE_RESTRICTED = 62;
/** The year check of the date-of-birth validator defaults to this minimum. */
export const MIN_BIRTH_YEAR = 1900;

/** Annual income below this shows the "Confirm that you have entered annual pre-tax income" warning. */
export const LOW_INCOME_THRESHOLD = 15_000;
export const INCOME_MIN = 0;
export const INCOME_MAX = 9_999_999;
export const OTHER_INCOME_DEFAULT = 0;

/** The crypto-backed variant is also recognised by this utm_source value. */
export const CRYPTO_UTM_SOURCE = 'cloc';
