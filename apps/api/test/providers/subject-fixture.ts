import type { ProviderSubject } from '../../src/providers/subject.ts';

/** An applicant in Denver, CO (no recording tax, not Texas); override what the test is about. */
export function subject(
  overrides: Partial<ProviderSubject> = {},
  address: Partial<ProviderSubject['propertyAddress']> = {},
): ProviderSubject {
  return {
    firstName: 'Avery',
    lastName: 'Happy',
    dob: '1980-04-12',
    ...overrides,
    propertyAddress: {
      street1: '1420 Larimer Street',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      ...address,
    },
  };
}
