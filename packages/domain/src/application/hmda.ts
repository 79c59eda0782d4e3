import * as z from 'zod/mini';

// HMDA (page start/hmda): the government-monitoring questions of Regulation C. Each question takes one or more
// answers, or "I do not wish to provide" alone. Top-level categories only (decision 111).

export const HMDA_NOT_PROVIDED = 'NOT_PROVIDED';
/** The label of the opt-out answer on every question. */
export const HMDA_NOT_PROVIDED_LABEL = 'I do not wish to provide this information';

export const HMDA_ETHNICITIES = ['HISPANIC_OR_LATINO', 'NOT_HISPANIC_OR_LATINO', HMDA_NOT_PROVIDED] as const;
export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'WHITE',
  HMDA_NOT_PROVIDED,
] as const;
export const HMDA_SEXES = ['FEMALE', 'MALE', HMDA_NOT_PROVIDED] as const;

export const ETHNICITY_REQUIRED = 'Please select your ethnicity';
export const RACE_REQUIRED = 'Please select your race';
export const SEX_REQUIRED = 'Please select your sex';
export const NOT_PROVIDED_ALONE = `"${HMDA_NOT_PROVIDED_LABEL}" cannot be combined with other answers`;

function answers<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.array(z.enum(values, { error: required })).check(
    z.minLength(1, required),
    z.maxLength(values.length, required),
    z.refine((list) => new Set(list).size === list.length, required),
    z.refine((list) => list.length === 1 || !list.includes(HMDA_NOT_PROVIDED), NOT_PROVIDED_ALONE),
  );
}

/** PUT …/v3/application/heloc/{uuid}/hmda (HMDA -> SUMMARY_DISCLOSURE). Answers `{ step }`. */
export const hmdaBodySchema = z.strictObject({
  ethnicity: answers(HMDA_ETHNICITIES, ETHNICITY_REQUIRED),
  race: answers(HMDA_RACES, RACE_REQUIRED),
  sex: answers(HMDA_SEXES, SEX_REQUIRED),
});
export type HmdaBody = z.infer<typeof hmdaBodySchema>;
