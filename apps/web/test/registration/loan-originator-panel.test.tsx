import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoanOriginatorPanel } from '../../src/components/ui/loan-originator-panel.tsx';

const info = {
  originatorName: 'Morgan Lee',
  brokerName: 'Harbor Mortgage',
  avatarUri: null,
  email: 'morgan.lee@harbor.test',
  phoneNumber: '4155550123',
  nmls: '123456',
};

describe('the loan officer panel shared by registration and the application (spec 001 §2)', () => {
  it('gives name, NMLS, broker, a call link and an Email button', () => {
    render(<LoanOriginatorPanel info={info} />);
    const panel = screen.getByRole('complementary', { name: 'Your loan officer' });
    expect(within(panel).getByText('Morgan Lee')).toBeInTheDocument();
    expect(within(panel).getByText(/NMLS #123456 · Harbor Mortgage/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Call (415) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+14155550123',
    );
    expect(within(panel).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:morgan.lee@harbor.test',
    );
  });

  it('names the broker when there is no originator name, and shows the photo when there is one', () => {
    render(
      <LoanOriginatorPanel
        info={{ ...info, originatorName: '', avatarUri: 'https://cdn.example.test/morgan.jpg' }}
      />,
    );
    const panel = screen.getByRole('complementary', { name: 'Your loan officer' });
    expect(within(panel).getByText('Harbor Mortgage')).toBeInTheDocument();
    expect(within(panel).queryByText(/· Harbor Mortgage/)).not.toBeInTheDocument();
    expect(panel.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.test/morgan.jpg');
  });
});
