import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Organisation } from '@lintel/domain/organisation/organisation';
import { OrganisationProvider } from '../src/config/organisation/organisation-context.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';
import { organisationFixture } from './fixtures/organisation.ts';

/** Renders with what every page has above it: the organisation and a fresh query client. */
export function renderWithProviders(ui: ReactElement, organisation: Organisation = organisationFixture) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <OrganisationProvider organisation={organisation}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </OrganisationProvider>,
    ),
  };
}
