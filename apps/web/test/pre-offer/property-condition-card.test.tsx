import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyCard } from '../../src/features/application/components/property-card.tsx';
import { applicationFixture } from '../application/application-fixtures.ts';

// The condition the Texas borrower gives on bpo/condition shows on the property card in the page's own words.
describe('property card: property condition', () => {
  const withCondition = (condition: string | null) => ({
    ...applicationFixture,
    property: { street1: '1297 Ridge Road', city: 'Austin', state: 'TX', zip: '78701' },
    status: { ...applicationFixture.status, condition },
  });
  const conditionText = () => screen.getByText('Property condition').nextElementSibling?.textContent;

  it.each([
    ['GOOD', 'Good'],
    ['EXCELLENT', 'Excellent'],
    ['UNKNOWN_CONDITION', 'Not known yet'],
    [null, 'Not known yet'],
  ])('%s reads "%s"', (condition, shown) => {
    render(<PropertyCard application={withCondition(condition)} />);
    expect(conditionText()).toBe(shown);
  });
});
