import { describe, expect, it } from 'vitest';
import { forSaleScreenSchema } from '../../src/registration/for-sale-screen.ts';
import { homeAddressScreenSchema, needsHomeAddress } from '../../src/registration/home-address-screen.ts';
import {
  OCCUPANCY_TYPES,
  isLenderStateRefused,
  isReferralStateRefused,
  lenderStateRefusal,
  propertyAddressScreenSchema,
} from '../../src/registration/property-address-screen.ts';
import { messagesAtPath, messagesOf } from '../validation/issues.ts';
import { context, propertyAddress } from './fixtures.ts';

const REFERRAL_REFUSED =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';
const NOT_AVAILABLE =
  "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

describe('property address screen', () => {
  const schema = propertyAddressScreenSchema(context());

  it.each(OCCUPANCY_TYPES)('accepts occupancy %s', (occupancyType) => {
    expect(messagesOf(schema, { propertyAddress: { ...propertyAddress, occupancyType } })).toEqual([]);
  });

  it.each([
    ['occupancyType', undefined, 'Please select an occupancy type'],
    ['occupancyType', 'VACATION', 'Please select an occupancy type'],
    ['street1', '', 'Street address is required'],
    ['street1', 'Main', 'Please enter a valid property address'],
    ['city', '', 'Please enter a valid city name'],
    ['state', 'Texas', 'State must be two characters in length'],
    ['state', 'ZZ', 'Please enter a valid state'],
    ['zip', '787', 'Please enter a valid zipcode'],
  ])('%s %j -> %s', (field, value, message) => {
    const input = { propertyAddress: { ...propertyAddress, [field]: value } };
    expect(messagesAtPath(schema, input, `propertyAddress.${field}`)).toEqual([message]);
  });

  it('needs street1 when the extra street line is filled', () => {
    const input = { propertyAddress: { ...propertyAddress, street1: '', street2: 'Apt 4' } };
    expect(messagesAtPath(schema, input, 'propertyAddress.street1')).toEqual(['Street address is required']);
  });

  it("says 'Required' when the address is missing", () => {
    expect(messagesOf(schema, {})).toEqual(['Required']);
  });

  it('refuses New York under regulator review', () => {
    const input = { propertyAddress: { ...propertyAddress, state: 'NY' } };
    expect(
      messagesAtPath(
        propertyAddressScreenSchema(context({ regulatorReview: true })),
        input,
        'propertyAddress.state',
      ),
    ).toEqual([NOT_AVAILABLE]);
    expect(messagesOf(schema, input)).toEqual([]);
  });

  it("refuses a state outside the referring loan officer's licensed states when enforced", () => {
    const enforced = propertyAddressScreenSchema(
      context({ referral: { enforce: true, licensedStates: ['CA', 'fl'] } }),
    );
    expect(messagesAtPath(enforced, { propertyAddress }, 'propertyAddress.state')).toEqual([
      REFERRAL_REFUSED,
    ]);
    expect(messagesOf(enforced, { propertyAddress: { ...propertyAddress, state: 'FL' } })).toEqual([]);
    const notEnforced = propertyAddressScreenSchema(
      context({ referral: { enforce: false, licensedStates: [] } }),
    );
    expect(messagesOf(notEnforced, { propertyAddress })).toEqual([]);
    expect(isReferralStateRefused(undefined, { enforce: true, licensedStates: [] })).toBe(false);
  });

  it("refuses a state outside the lender's own licensed states, naming it (issue 16)", () => {
    const lender = propertyAddressScreenSchema(context({ licensedStates: ['TX', 'ca'] }));
    const montana = { propertyAddress: { ...propertyAddress, state: 'MT' } };
    expect(messagesAtPath(lender, montana, 'propertyAddress.state')).toEqual([
      "We're not licensed to lend in Montana yet, so we can't take an application for this property.",
    ]);
    expect(messagesOf(lender, { propertyAddress })).toEqual([]);
    expect(messagesOf(lender, { propertyAddress: { ...propertyAddress, state: 'ca' } })).toEqual([]);
    // A state that is no state keeps its own message only.
    expect(messagesOf(lender, { propertyAddress: { ...propertyAddress, state: 'ZZ' } })).toEqual([
      'Please enter a valid state',
    ]);
    expect(isLenderStateRefused('MT', undefined)).toBe(false);
    expect(lenderStateRefusal('DC')).toBe(
      "We're not licensed to lend in the District of Columbia yet, so we can't take an application for this property.",
    );
  });

  it('says one thing about the state: regulator review, then the referral, then the licence', () => {
    const both = context({ licensedStates: ['CA'], referral: { enforce: true, licensedStates: ['CA'] } });
    expect(messagesOf(propertyAddressScreenSchema(both), { propertyAddress })).toEqual([REFERRAL_REFUSED]);
    const review = propertyAddressScreenSchema(context({ licensedStates: ['CA'], regulatorReview: true }));
    expect(messagesOf(review, { propertyAddress: { ...propertyAddress, state: 'NY' } })).toEqual([
      NOT_AVAILABLE,
    ]);
  });
});

describe('home address screen', () => {
  it('asks only for non-primary occupancy', () => {
    expect(needsHomeAddress('PRIMARY')).toBe(false);
    expect(needsHomeAddress('SECONDARY')).toBe(true);
    expect(needsHomeAddress('INVESTMENT')).toBe(true);
  });

  it('validates the address with the shared address rules', () => {
    const { occupancyType: _occupancy, ...address } = propertyAddress;
    expect(messagesOf(homeAddressScreenSchema, { homeAddress: address })).toEqual([]);
    expect(
      messagesAtPath(homeAddressScreenSchema, { homeAddress: { ...address, zip: 'x' } }, 'homeAddress.zip'),
    ).toEqual(['Please enter a valid zipcode']);
    expect(
      messagesOf(homeAddressScreenSchema, { homeAddress: address, occupancyType: 'PRIMARY' }),
    ).toHaveLength(1);
  });
});

describe('for-sale screen', () => {
  it("needs a yes or no ('Required')", () => {
    expect(messagesOf(forSaleScreenSchema, {})).toEqual(['Required']);
    expect(messagesOf(forSaleScreenSchema, { isListedForSale: 'yes' })).toEqual(['Required']);
    expect(forSaleScreenSchema.parse({ isListedForSale: true })).toEqual({ isListedForSale: true });
  });
});
