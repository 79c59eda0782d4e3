import { describe, expect, it } from 'vitest';
import {
  HMDA_ETHNICITY_GROUPS,
  HMDA_LABELS,
  HMDA_RACE_GROUPS,
  hmdaBodySchema,
  NOT_PROVIDED_ALONE,
  SEX_REQUIRED,
  WRITE_IN_TOO_LONG,
  writeInWithoutAnswer,
} from '../../src/application/hmda.ts';

// Regulation C's disaggregated questions (decision 180): sub-categories, write-ins, several answers.

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('HMDA body with the Regulation C sub-categories', () => {
  it('takes sub-categories with or without their category, and their write-ins', () => {
    const body = {
      ethnicity: ['HISPANIC_OR_LATINO', 'PUERTO_RICAN', 'OTHER_HISPANIC_OR_LATINO'],
      ethnicityOther: '  Colombian ',
      race: ['KOREAN', 'OTHER_PACIFIC_ISLANDER', 'AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
      raceTribe: 'Navajo Nation',
      raceOtherPacificIslander: 'Tongan',
      sex: ['FEMALE', 'MALE'],
    };
    expect(hmdaBodySchema.parse(body)).toEqual({ ...body, ethnicityOther: 'Colombian' });
  });

  it('still takes the top-level answers alone (the demo personas and older callers)', () => {
    const declined = { ethnicity: ['NOT_PROVIDED'], race: ['NOT_PROVIDED'], sex: ['NOT_PROVIDED'] };
    expect(hmdaBodySchema.parse(declined)).toEqual(declined);
  });

  it('refuses a write-in without its answer, and one over 100 characters', () => {
    const result = hmdaBodySchema.safeParse({
      ethnicity: ['MEXICAN'],
      ethnicityOther: 'Colombian',
      race: ['OTHER_ASIAN'],
      raceOtherAsian: 'x'.repeat(101),
      sex: ['FEMALE'],
    });
    expect(messages(result)).toEqual([
      ['raceOtherAsian', WRITE_IN_TOO_LONG],
      ['ethnicityOther', writeInWithoutAnswer('ethnicityOther')],
    ]);
    expect(writeInWithoutAnswer('ethnicityOther')).toBe('Select "Other Hispanic or Latino" to add this');
  });

  it('keeps "I do not wish to provide this information" alone, and asks for every question', () => {
    expect(
      messages(hmdaBodySchema.safeParse({ ethnicity: ['CUBAN', 'NOT_PROVIDED'], race: ['WHITE'], sex: [] })),
    ).toEqual([
      ['ethnicity', NOT_PROVIDED_ALONE],
      ['sex', SEX_REQUIRED],
    ]);
  });

  it('names every answer, and every sub-category is an answer of its question', () => {
    expect(HMDA_LABELS.GUAMANIAN_OR_CHAMORRO).toBe('Guamanian or Chamorro');
    const subs = [...Object.values(HMDA_ETHNICITY_GROUPS), ...Object.values(HMDA_RACE_GROUPS)].flat();
    expect(subs).toHaveLength(4 + 7 + 4);
    for (const sub of subs) expect(HMDA_LABELS[sub]).toEqual(expect.any(String));
  });
});
