import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooterBody } from '../../src/features/site-footer/components/site-footer-body.tsx';
import { organisationFixture } from '../fixtures/organisation.ts';
import { renderWithProviders } from '../render.tsx';
import { operatingHours } from '@lintel/domain/api/endpoints/operating-hours';
import { stateLicenses } from '@lintel/domain/api/endpoints/state-licenses';
import { WEEK_HOURS } from '../fixtures/operating-hours.ts';
import { answer } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

/** A phone: the footer's wide query does not match. */
function onAPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('site footer on a phone (issue 16, decision 176)', () => {
  it('folds hours, the state list and the disclosures into closed disclosures, keeping the legal lines in sight', async () => {
    onAPhone();
    server.use(
      answer(stateLicenses, [{ abbrev: 'ME' }, { abbrev: 'NH' }]),
      answer(operatingHours, WEEK_HOURS),
    );
    const info = {
      ...organisationFixture.orgMetaData.companyInfo,
      disclosureCopy: 'Not all applicants qualify.',
    };
    const organisation = {
      ...organisationFixture,
      orgMetaData: { ...organisationFixture.orgMetaData, companyInfo: info },
    };
    const { container } = renderWithProviders(<SiteFooterBody />, organisation);
    const states = await screen.findByText('Licensed to lend in 2 states: ME, NH.');
    // In the document (find-in-page, screen readers that browse) but folded away until the summary is used.
    expect(states).not.toBeVisible();
    expect(screen.getByText('HELOC is also offered in more states.')).toBeVisible();
    expect(screen.getByRole('link', { name: /NMLS #555001/ })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Equal Housing Lender' })).toBeVisible();
    const summaries = [...container.querySelectorAll('details > summary')].map((s) => s.textContent);
    expect(summaries).toEqual(['Phone hours (Pacific Time)', 'Licensed states', 'Disclosures']);
    expect(container.querySelectorAll('details[open]')).toHaveLength(0);

    await userEvent.click(screen.getByText('Licensed states'));
    expect(states).toBeVisible();
  });
});
