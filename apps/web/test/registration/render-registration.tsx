import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { App } from '../../src/app/app.tsx';
import { createAppRouter } from '../../src/app/router.tsx';
import { DRAFT_STORAGE_KEY } from '../../src/features/registration/draft/draft-store.ts';
import type { RegistrationDraft } from '@lintel/domain/registration/registration-request';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { organisationFixture } from '../fixtures/organisation.ts';

export const V2 = '/account/heloc/register-v2';

/** The fixture lender, licensed in the states these tests' addresses are in (the licence rule has its own test). */
export const registrationOrganisation: Organisation = {
  ...organisationFixture,
  orgMetaData: {
    ...organisationFixture.orgMetaData,
    heloc: { ...organisationFixture.orgMetaData.heloc, licensedStates: ['AL', 'IL', 'ME', 'NH', 'NY', 'TX'] },
  },
};

/** The same lender licensed only in `states`. */
export function licensedOnlyIn(states: string[]): Organisation {
  const { heloc } = registrationOrganisation.orgMetaData;
  return {
    ...registrationOrganisation,
    orgMetaData: { ...registrationOrganisation.orgMetaData, heloc: { ...heloc, licensedStates: states } },
  };
}

export function renderAt(path: string, organisation: Organisation = registrationOrganisation) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, organisation, createMemoryHistory({ initialEntries: [path] }));
  render(<App organisation={organisation} queryClient={queryClient} router={router} />);
  return router;
}

export function storeDraft(answers: RegistrationDraft) {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ answers }));
}

/** Answers up to and including the birthdate screen, for a primary residence in `state`. */
export function answeredThroughBirthdate(state = 'TX'): RegistrationDraft {
  return {
    propertyAddress: {
      street1: '1 Main Street',
      city: 'Austin',
      state,
      zip: '78701',
      occupancyType: 'PRIMARY',
    },
    isListedForSale: false,
    income: { income: 90000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Avery', lastName: 'Jordan' },
    dob: '1980-04-12',
  };
}
