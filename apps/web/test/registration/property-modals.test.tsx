import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyModals } from '../../src/features/registration/components/property-modals.tsx';
import { organisationFixture } from '../fixtures/organisation.ts';
import { renderWithProviders } from '../render.tsx';

const withCounterpart = (kind: 'MAIN' | 'MAIN_NY', orgCode: string, companyName?: string) => ({
  ...organisationFixture,
  orgMetaData: {
    ...organisationFixture.orgMetaData,
    heloc: {
      ...organisationFixture.orgMetaData.heloc,
      kind,
      nyCounterpartOrgCode: orgCode,
      nyCounterpartCompanyName: companyName,
    },
  },
});

function openNewYorkModal(organisation: ReturnType<typeof withCounterpart>) {
  renderWithProviders(
    <PropertyModals modal="new-york" organisation={organisation} onClose={() => {}} onContinue={() => {}} />,
    organisation,
  );
  return screen.getByRole('dialog');
}

describe('New York modal (spec 001 §2)', () => {
  it("names the counterpart lender as {company} and links it and Go to that lender's register page", () => {
    const organisation = withCounterpart('MAIN', 'lintel-ny', 'Lintel Home Finance of New York, LLC');
    const dialog = openNewYorkModal(organisation);
    const product = organisation.orgMetaData.companyInfo.companyProduct;
    expect(dialog).toHaveTextContent(
      `Looks like you are applying with a property located in New York. To start a ${product} application, please visit Lintel Home Finance of New York, LLC.`,
    );
    const href = '/account/heloc/register-v2?org=lintel-ny';
    expect(screen.getByRole('link', { name: 'Lintel Home Finance of New York, LLC' })).toHaveAttribute(
      'href',
      href,
    );
    expect(screen.getByRole('link', { name: 'Go' })).toHaveAttribute('href', href);
  });

  it('the New York brand sends properties outside New York to its counterpart', () => {
    const dialog = openNewYorkModal(withCounterpart('MAIN_NY', 'lintel', 'Lintel Home Finance, LLC'));
    expect(dialog).toHaveTextContent('located in outside of New York.');
    expect(dialog).toHaveTextContent('please visit Lintel Home Finance, LLC.');
  });
});
