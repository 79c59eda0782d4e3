/** Calendar and rounding constants of the loan math (spec 001 §9). */

/** Interest accrues on a 365.25-day year. */
export const DAYS_PER_YEAR = 365.25;
/** The default accrual period is one month: 365.25 / 12 days. */
export const DEFAULT_ACCRUAL_DAYS = DAYS_PER_YEAR / 12;
export const MONTHS_PER_YEAR = 12;

/** Money is US dollars with cents; percentages show 3 decimals unless asked otherwise. */
export const CURRENCY = 'USD';
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 3;
