import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { propertyCandidates, selectProperty } from '@lintel/domain/api/endpoints/credit-actions';
import { DatatreePage } from '../../src/features/credit-review/components/datatree-page.tsx';
import { FloodCertPage } from '../../src/features/credit-review/components/flood-cert-page.tsx';
import { IncorrectOwnershipPage } from '../../src/features/credit-review/components/incorrect-ownership-page.tsx';
import { PropertyPage } from '../../src/features/credit-review/components/property-page.tsx';
import { APP_UUID, applicationFixture, withStanding } from '../application/application-fixtures.ts';
import { StandingProvider } from '../../src/components/standing/standing-context.tsx';
import { answer, type Sent } from '../msw/handle.ts';
import { requestsTo } from '../msw/requests.ts';
import { server } from '../msw/server.ts';
import { renderWithProviders } from '../render.tsx';

const candidate = (propertyId: string, street1: string, applied: boolean) => ({
  propertyId,
  street1,
  street2: null,
  city: 'Sacramento',
  state: 'CA',
  zip: '95814',
  county: 'Sacramento County',
  applied,
});

/** The candidates the records found (with server.use); choosing one moves on to the liens. */
function serveCandidates(properties: Sent<typeof propertyCandidates>['properties']) {
  server.use(
    answer(propertyCandidates, { properties }),
    answer(selectProperty, { step: 'LIEN_VERIFICATION' }),
  );
}

describe('review-app/property (issue 6)', () => {
  it('several properties: the borrower must choose one, and the choice is sent', async () => {
    serveCandidates([
      candidate('SBX-1', '100 Sample Street', true),
      candidate('SBX-2', '45 Second Home Road', false),
    ]);
    renderWithProviders(<PropertyPage uuid={APP_UUID} application={applicationFixture} />);
    const question = 'Which property do you want to borrow against?';
    expect(await screen.findByRole('heading', { level: 1, name: question })).toBeVisible();
    expect(screen.getByText(/the address you applied with/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Select the property you want to borrow against' }),
    ).toBeVisible();
    expect(summary).toHaveFocus();

    await userEvent.click(screen.getByLabelText(/45 Second Home Road, Sacramento, CA 95814/));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const selects = () =>
      requestsTo(`/service-application/api/v3/application/heloc/${APP_UUID}/property/select`);
    await waitFor(() => expect(selects()).toHaveLength(1));
    const [select] = selects();
    expect(select?.method).toBe('PUT');
    expect(select?.body).toEqual({ propertyId: 'SBX-2' });
  });

  it('no property: says so for the applied address and what to do', async () => {
    serveCandidates([]);
    renderWithProviders(<PropertyPage uuid={APP_UUID} application={applicationFixture} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not find a property you own at this address',
      }),
    ).toBeVisible();
    expect(screen.getByText(/at 100 Sample Street, Sacramento, CA 95814/)).toBeVisible();
    expect(screen.getByRole('link', { name: /\d/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });
});

describe('other review pages (issue 6)', () => {
  it('incorrect ownership names the address and the ways forward', () => {
    renderWithProviders(<IncorrectOwnershipPage application={applicationFixture} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The property records show a different owner' }),
    ).toBeVisible();
    expect(screen.getByText(/We found 100 Sample Street, Sacramento, CA 95814/)).toBeVisible();
  });

  it('datatree: the records provider has no record of the address', () => {
    renderWithProviders(<DatatreePage application={applicationFixture} />);
    expect(screen.getByText(/has no record of 100 Sample Street/)).toBeVisible();
  });

  it('flood certificate: an honest wait on a third party', () => {
    const flood = withStanding(
      { ...applicationFixture, status: { waitingOnFloodCert: true } },
      'CLOSING_DISCLOSURE_GENERATED',
    );
    renderWithProviders(
      <StandingProvider standing={flood.standing ?? undefined}>
        <FloodCertPage />
      </StandingProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We are waiting for your flood zone certificate' }),
    ).toBeVisible();
    expect(screen.getByText('Waiting on').nextElementSibling).toHaveTextContent(
      'The flood certificate provider',
    );
    expect(screen.getByText('Usually 1 to 2 business days')).toBeVisible();
  });
});
