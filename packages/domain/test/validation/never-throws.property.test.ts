import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressSchema, isValidStreet, stateSchema, zipSchema } from '../../src/validation/address.ts';
import { ageOn } from '../../src/validation/calendar-age.ts';
import { ceoFeedbackFormSchema, ceoFeedbackRequestSchema } from '../../src/validation/ceo-feedback.ts';
import { chatMessageSchema, chatPreFormSchema } from '../../src/validation/chat-forms.ts';
import { chatbotFeedbackSchema } from '../../src/validation/chatbot-feedback.ts';
import { consentsSchema } from '../../src/validation/consents.ts';
import {
  DOB_DISPLAY_FORMAT,
  dateOfBirthProblem,
  dateOfBirthSchema,
  parseDateOfBirth,
  toDisplayDate,
} from '../../src/validation/date-of-birth.ts';
import { drawAmountProblem, drawAmountSchema } from '../../src/validation/draw-amount.ts';
import { emailSchema } from '../../src/validation/email.ts';
import { identifierSchema, isIdentifier } from '../../src/validation/identifier.ts';
import { middleNameSchema, personNameSchema, suffixSchema } from '../../src/validation/names.ts';
import { numberInRangeSchema, rangeProblem } from '../../src/validation/numeric-range.ts';
import {
  passwordRuleResults,
  passwordStrength,
  passwordWithConfirmationSchema,
} from '../../src/validation/password.ts';
import {
  formatPhoneNational,
  normalisePhone,
  phoneMaxLength,
  phoneProblem,
  phoneSchema,
} from '../../src/validation/phone.ts';
import { isPhoneCountry } from '../../src/validation/phone-countries.ts';
import { isUsStateCode } from '../../src/validation/us-states.ts';

const today = new Date(2026, 10, 23);
const schemas = {
  address: addressSchema({ regulatorReview: true }),
  state: stateSchema,
  zip: zipSchema,
  ceoForm: ceoFeedbackFormSchema,
  ceoRequest: ceoFeedbackRequestSchema,
  chatPreForm: chatPreFormSchema,
  chatMessage: chatMessageSchema,
  chatbotFeedback: chatbotFeedbackSchema,
  consents: consentsSchema,
  dob: dateOfBirthSchema({ today, format: DOB_DISPLAY_FORMAT, propertyState: 'AL' }),
  dobSpecial: dateOfBirthSchema({ today, specialProductMode: true }),
  draw: drawAmountSchema({ minDraw: 15_000, maxDraw: 400_000 }),
  email: emailSchema,
  identifier: identifierSchema,
  middleName: middleNameSchema,
  name: personNameSchema({ isProduction: false }),
  suffix: suffixSchema,
  range: numberInRangeSchema({ min: 0, max: 1 }, { 'not-a-number': 'a', 'below-min': 'b', 'above-max': 'c' }),
  password: passwordWithConfirmationSchema(),
  optionalPassword: passwordWithConfirmationSchema({ optional: true }),
  phoneUs: phoneSchema(),
  phoneGb: phoneSchema('GB'),
};

// Objects shaped like the forms, with hostile values, reach deeper than fc.anything() alone.
const formLike = fc.dictionary(
  fc.constantFrom(
    'street1',
    'city',
    'state',
    'zip',
    'firstName',
    'lastName',
    'password',
    'confirmPassword',
    'text',
    'hasFile',
    'reason',
    'topic',
    'message',
    'marketingConsent',
    'emailAddress',
    'friendlyName',
    'termPrivacyConsent',
  ),
  fc.anything(),
);

describe('validators never throw', () => {
  it.each(Object.entries(schemas))('%s.safeParse answers for any input', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), formLike, fc.string(), fc.date()), (input) => {
        const result = schema.safeParse(input);
        expect(typeof result.success).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('helpers answer for any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.string(), (value, other, text) => {
        dateOfBirthProblem(value, { today, format: typeof other === 'string' ? other : undefined });
        parseDateOfBirth(value);
        toDisplayDate(value);
        toDisplayDate(text);
        normalisePhone(value);
        formatPhoneNational(value, other);
        isValidStreet(value);
        drawAmountProblem(value, { minDraw: 1, maxDraw: 2 });
        rangeProblem(value, { min: 0, max: 1 });
        isIdentifier(value);
        passwordStrength(value);
        passwordRuleResults(value);
        phoneProblem(value, other);
        phoneMaxLength(other);
        formatPhoneNational(text, other);
        isPhoneCountry(value);
        isUsStateCode(value);
        isValidStreet(text);
      }),
      { numRuns: 500 },
    );
  });

  it('age is never negative for a birth on or before today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: today, noInvalidDate: true }), (birth) => {
        expect(ageOn(birth, today)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
