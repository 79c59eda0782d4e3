import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../src/components/layouts/site-header.tsx';
import { organisationFixture } from '../../fixtures/organisation.ts';
import { renderWithProviders } from '../../render.tsx';

// Issue 28: a production deployment on sandbox providers says so on every page, from the server's organisation.
describe('the test environment notice', () => {
  it('comes first in the header of every page when the server says this is a test environment', () => {
    renderWithProviders(<SiteHeader />, { ...organisationFixture, testEnvironment: true });
    const header = screen.getByRole('banner');
    const notice = screen.getByText(/this is not a live lending site/);
    expect(header.firstElementChild).toBe(notice.closest('p'));
    expect(notice.closest('p')).toHaveTextContent(
      'Test environment: this is not a live lending site. No real loan, credit check or payment takes place here.',
    );
  });

  it('is not there otherwise', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.queryByText(/Test environment/)).toBeNull();
    renderWithProviders(<SiteHeader />, { ...organisationFixture, testEnvironment: false });
    expect(screen.queryByText(/Test environment/)).toBeNull();
  });
});
