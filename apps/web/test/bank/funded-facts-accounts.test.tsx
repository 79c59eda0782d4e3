import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FundedFacts } from '../../src/features/closing/components/funded-facts.tsx';
import { applicationFixture, withStanding } from '../application/application-fixtures.ts';

// The funded line's facts name the accounts the standing names (decision 239): a crypto-backed line was paid into no
// bank account, so it shows where its payments come from instead.

const FUNDING = { fundedAt: '2026-12-10T15:00:00Z', reference: 'FUND-1' };

function factsOf(patch: Partial<typeof applicationFixture>) {
  const application = withStanding({ ...applicationFixture, amount: 15000, ...patch }, 'COMPLETE');
  render(<FundedFacts application={application} funding={FUNDING} payment="$120.00" />);
  return document.querySelector('dl')!.textContent ?? '';
}

describe('FundedFacts', () => {
  it('a crypto-backed line names its autopay account, never where funds were sent', () => {
    const text = factsOf({
      isCrypto: true,
      payType: 'AUTOPAY',
      autopayAccount: { uuid: 'a1', mask: '4321', status: 'VERIFIED' },
    });
    expect(text).toContain('Monthly payments');
    expect(text).toContain('Autopay from your account ending ••••4321');
    expect(text).not.toContain('Sent to');
    expect(screen.queryByText(/bank account on file/)).toBeNull();
  });

  it('a crypto-backed line paying by hand says so', () => {
    expect(factsOf({ isCrypto: true, payType: 'MANUAL' })).toContain('You pay each month yourself');
  });

  it('any other line names the account the funds were sent to', () => {
    const text = factsOf({
      payType: 'MANUAL',
      disburseAccount: { uuid: 'd1', routingNumber: '021000021', mask: '6789' },
    });
    expect(text).toContain('Sent toYour account ending ••••6789');
  });
});
