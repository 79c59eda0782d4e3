import * as z from 'zod/mini';
import { atMost, textField } from '../validation/text-rules.ts';

// HMDA (page start/hmda): the government-monitoring questions of Regulation C (12 CFR 1003.4(a)(10)(i) and its
// appendix B), as the uniform residential loan application's demographic addendum asks them: ethnicity and race with
// their disaggregated sub-categories and write-ins, and sex. Each question takes one or more answers (Regulation C
// lets an applicant choose several), or "I do not wish to provide this information" alone (decisions 111 and 180).

export const HMDA_NOT_PROVIDED = 'NOT_PROVIDED';
/** The label of the opt-out answer on every question. */
export const HMDA_NOT_PROVIDED_LABEL = 'I do not wish to provide this information';

/** Ethnicity: the two categories, the Hispanic or Latino sub-categories after their category. */
export const HMDA_ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'MEXICAN',
  'PUERTO_RICAN',
  'CUBAN',
  'OTHER_HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
  HMDA_NOT_PROVIDED,
] as const;
export type HmdaEthnicity = (typeof HMDA_ETHNICITIES)[number];

/** Race: the five categories, the Asian and Pacific Islander sub-categories after theirs. */
export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'ASIAN_INDIAN',
  'CHINESE',
  'FILIPINO',
  'JAPANESE',
  'KOREAN',
  'VIETNAMESE',
  'OTHER_ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'NATIVE_HAWAIIAN',
  'GUAMANIAN_OR_CHAMORRO',
  'SAMOAN',
  'OTHER_PACIFIC_ISLANDER',
  'WHITE',
  HMDA_NOT_PROVIDED,
] as const;
export type HmdaRace = (typeof HMDA_RACES)[number];

/** Sex: both may be chosen (Regulation C reports "applicant selected both male and female"). */
export const HMDA_SEXES = ['FEMALE', 'MALE', HMDA_NOT_PROVIDED] as const;
export type HmdaSex = (typeof HMDA_SEXES)[number];

/** Each sub-category under its category, as the questions show them (appendix B's layout). */
export const HMDA_ETHNICITY_GROUPS: Readonly<Partial<Record<HmdaEthnicity, readonly HmdaEthnicity[]>>> = {
  HISPANIC_OR_LATINO: ['MEXICAN', 'PUERTO_RICAN', 'CUBAN', 'OTHER_HISPANIC_OR_LATINO'],
};
export const HMDA_RACE_GROUPS: Readonly<Partial<Record<HmdaRace, readonly HmdaRace[]>>> = {
  ASIAN: ['ASIAN_INDIAN', 'CHINESE', 'FILIPINO', 'JAPANESE', 'KOREAN', 'VIETNAMESE', 'OTHER_ASIAN'],
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: [
    'NATIVE_HAWAIIAN',
    'GUAMANIAN_OR_CHAMORRO',
    'SAMOAN',
    'OTHER_PACIFIC_ISLANDER',
  ],
};

/** The words of every answer (the addendum's own). */
export const HMDA_LABELS: Readonly<Record<HmdaEthnicity | HmdaRace | HmdaSex, string>> = {
  HISPANIC_OR_LATINO: 'Hispanic or Latino',
  MEXICAN: 'Mexican',
  PUERTO_RICAN: 'Puerto Rican',
  CUBAN: 'Cuban',
  OTHER_HISPANIC_OR_LATINO: 'Other Hispanic or Latino',
  NOT_HISPANIC_OR_LATINO: 'Not Hispanic or Latino',
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'American Indian or Alaska Native',
  ASIAN: 'Asian',
  ASIAN_INDIAN: 'Asian Indian',
  CHINESE: 'Chinese',
  FILIPINO: 'Filipino',
  JAPANESE: 'Japanese',
  KOREAN: 'Korean',
  VIETNAMESE: 'Vietnamese',
  OTHER_ASIAN: 'Other Asian',
  BLACK_OR_AFRICAN_AMERICAN: 'Black or African American',
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: 'Native Hawaiian or Other Pacific Islander',
  NATIVE_HAWAIIAN: 'Native Hawaiian',
  GUAMANIAN_OR_CHAMORRO: 'Guamanian or Chamorro',
  SAMOAN: 'Samoan',
  OTHER_PACIFIC_ISLANDER: 'Other Pacific Islander',
  WHITE: 'White',
  FEMALE: 'Female',
  MALE: 'Male',
  NOT_PROVIDED: HMDA_NOT_PROVIDED_LABEL,
};

/**
 * The write-ins: each belongs to one answer and is kept only with it. Regulation C reports up to 100 characters.
 */
export const HMDA_WRITE_INS = {
  ethnicityOther: { question: 'ethnicity', answer: 'OTHER_HISPANIC_OR_LATINO', label: 'Origin' },
  raceTribe: {
    question: 'race',
    answer: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
    label: 'Name of enrolled or principal tribe',
  },
  raceOtherAsian: { question: 'race', answer: 'OTHER_ASIAN', label: 'Race' },
  raceOtherPacificIslander: { question: 'race', answer: 'OTHER_PACIFIC_ISLANDER', label: 'Race' },
} as const;
export type HmdaWriteIn = keyof typeof HMDA_WRITE_INS;
export const HMDA_WRITE_IN_MAX = 100;

export const ETHNICITY_REQUIRED = 'Please select your ethnicity';
export const RACE_REQUIRED = 'Please select your race';
export const SEX_REQUIRED = 'Please select your sex';
export const NOT_PROVIDED_ALONE = `"${HMDA_NOT_PROVIDED_LABEL}" cannot be combined with other answers`;
export const WRITE_IN_TOO_LONG = `Enter ${HMDA_WRITE_IN_MAX} characters or fewer`;
export const writeInWithoutAnswer = (writeIn: HmdaWriteIn) =>
  `Select "${HMDA_LABELS[HMDA_WRITE_INS[writeIn].answer]}" to add this`;

function answers<const T extends readonly [string, ...string[]]>(values: T, required: string) {
  return z.array(z.enum(values, { error: required })).check(
    z.minLength(1, required),
    z.maxLength(values.length, required),
    z.refine((list) => new Set(list).size === list.length, required),
    z.refine((list) => list.length === 1 || !list.includes(HMDA_NOT_PROVIDED), NOT_PROVIDED_ALONE),
  );
}

// Blank means not written: the box may be ticked without a write-in (the applicant need not print one).
const writeIn = () => z.optional(textField('', [[atMost(HMDA_WRITE_IN_MAX), WRITE_IN_TOO_LONG]]));

/** PUT …/v3/application/heloc/{uuid}/hmda (HMDA -> SUMMARY_DISCLOSURE). Answers `{ step }`. */
export const hmdaBodySchema = z
  .strictObject({
    ethnicity: answers(HMDA_ETHNICITIES, ETHNICITY_REQUIRED),
    ethnicityOther: writeIn(),
    race: answers(HMDA_RACES, RACE_REQUIRED),
    raceTribe: writeIn(),
    raceOtherAsian: writeIn(),
    raceOtherPacificIslander: writeIn(),
    sex: answers(HMDA_SEXES, SEX_REQUIRED),
  })
  .check(
    z.superRefine((body, ctx) => {
      for (const [key, { question, answer }] of Object.entries(HMDA_WRITE_INS)) {
        const text = body[key as HmdaWriteIn];
        const chosen = (body[question] as readonly string[] | undefined) ?? [];
        if (text && !chosen.includes(answer))
          ctx.addIssue({ code: 'custom', message: writeInWithoutAnswer(key as HmdaWriteIn), path: [key] });
      }
    }),
  );
export type HmdaBody = z.infer<typeof hmdaBodySchema>;
