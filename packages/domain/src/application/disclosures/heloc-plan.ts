/**
 * The terms of the home-equity plan that the offers do not carry and Regulation Z 1026.40(d) asks to disclose
 * (decision 180). Ours to choose; each is one constant so the disclosure, the PDF and the note agree.
 */

/** Draws may be taken for this long after the plan opens. */
export const DRAW_PERIOD_YEARS = 5;

/** A floating line's rate is this index plus the margin. */
export const RATE_INDEX_NAME =
  'the Prime Rate published in the "Money Rates" table of The Wall Street Journal';
export const RATE_INDEX_SHORT = 'the Wall Street Journal Prime Rate';

/** The most a floating line's annual percentage rate can ever be (the cap Regulation Z requires to be stated). */
export const MAXIMUM_APR = 18;

/** Every balance example of the disclosure is on this outstanding balance (1026.40(d)(5)(iii), (d)(12)(xi)). */
export const EXAMPLE_BALANCE = 10_000;

/**
 * The Wall Street Journal Prime Rate on the first business day of January of each of the last 15 years, oldest
 * first: the historical example of 1026.40(d)(12)(xi). The last value is the index the disclosure uses today.
 */
export const PRIME_RATE_HISTORY: readonly { year: number; percent: number }[] = [
  { year: 2012, percent: 3.25 },
  { year: 2013, percent: 3.25 },
  { year: 2014, percent: 3.25 },
  { year: 2015, percent: 3.25 },
  { year: 2016, percent: 3.5 },
  { year: 2017, percent: 3.75 },
  { year: 2018, percent: 4.5 },
  { year: 2019, percent: 5.5 },
  { year: 2020, percent: 4.75 },
  { year: 2021, percent: 3.25 },
  { year: 2022, percent: 3.25 },
  { year: 2023, percent: 7.5 },
  { year: 2024, percent: 8.5 },
  { year: 2025, percent: 7.5 },
  { year: 2026, percent: 6.75 },
];
