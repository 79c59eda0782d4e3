import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LenderPhoneLink, telHref } from '../../../src/components/ui/lender-phone-link.tsx';
import { organisationFixture } from '../../fixtures/organisation.ts';
import { renderWithProviders } from '../../render.tsx';

describe('LenderPhoneLink', () => {
  it("shows the lender's number as written and dials its digits", () => {
    renderWithProviders(<LenderPhoneLink />);
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
  });

  it("follows the lender's own number", () => {
    const base = organisationFixture.orgMetaData.companyInfo;
    renderWithProviders(<LenderPhoneLink />, {
      ...organisationFixture,
      orgMetaData: {
        ...organisationFixture.orgMetaData,
        companyInfo: { ...base, phoneFormatted: '+1 415-555-0123' },
      },
    });
    expect(screen.getByRole('link', { name: '+1 415-555-0123' })).toHaveAttribute('href', 'tel:+14155550123');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHref('(800) 555-0142')).toBe('tel:8005550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
