import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthdateScreenSchema } from '../../src/registration/birthdate-screen.ts';
import { forSaleScreenSchema } from '../../src/registration/for-sale-screen.ts';
import { homeAddressScreenSchema } from '../../src/registration/home-address-screen.ts';
import { incomeScreenSchema, needsLowIncomeConfirmation } from '../../src/registration/income-screen.ts';
import { legalNameScreenSchema } from '../../src/registration/legal-name-screen.ts';
import { phoneEmailScreenSchema } from '../../src/registration/phone-email-screen.ts';
import {
  isReferralStateRefused,
  propertyAddressScreenSchema,
} from '../../src/registration/property-address-screen.ts';
import { registrationRequestSchema } from '../../src/registration/registration-request.ts';
import { needsNyFcraConsent, setPasswordScreenSchema } from '../../src/registration/set-password-screen.ts';
import { context, fullPayload } from './fixtures.ts';

const strict = context({
  regulatorReview: true,
  nyFcraFlag: true,
  specialProductMode: true,
  propertyState: 'NY',
  referral: { enforce: true, licensedStates: ['CA'] },
});
const schemas = {
  propertyAddress: propertyAddressScreenSchema(strict),
  homeAddress: homeAddressScreenSchema,
  forSale: forSaleScreenSchema,
  income: incomeScreenSchema,
  legalName: legalNameScreenSchema(strict),
  birthdate: birthdateScreenSchema(strict),
  phoneEmail: phoneEmailScreenSchema,
  setPassword: setPasswordScreenSchema(strict),
  request: registrationRequestSchema(strict),
  requestSignedIn: registrationRequestSchema({ ...strict, authenticated: true }),
};

// The valid payload with any one field (at any depth of the first level) replaced by anything. Keys are strings:
// an arbitrary object as a key may have no toString at all (Object.create(null)), which breaks the generator itself.
const mutatedPayload = fc
  .tuple(fc.constantFrom(...Object.keys(fullPayload)), fc.anything(), fc.string())
  .map(([key, value, nested]) => {
    const field = (structuredClone(fullPayload) as Record<string, unknown>)[key];
    const replaced =
      typeof field === 'object' && field !== null
        ? { ...field, [nested]: value, state: value }
        : value;
    // A fresh copy per case: nothing one case does to its input can leak into the next.
    return { ...structuredClone(fullPayload), [key]: replaced };
  });

describe('registration schemas never throw', () => {
  it.each(Object.entries(schemas))('%s.safeParse answers for any input', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), mutatedPayload), (input) => {
        expect(typeof schema.safeParse(input).success).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('helpers answer for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        needsLowIncomeConfirmation(value);
        needsNyFcraConsent(value, { nyFcraFlag: true });
        isReferralStateRefused(value, { enforce: true, licensedStates: ['CA'] });
      }),
    );
  });
});
