import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonRoute } from '../../src/app/routes/coming-soon.lazy.tsx';
import { NotAcceptingRoute } from '../../src/app/routes/not-accepting.lazy.tsx';
import { TimeoutPage } from '../../src/app/routes/timeout-page.tsx';
import { SoftCreditConsent } from '../../src/features/registration/components/soft-credit-consent.tsx';
import { renderWithProviders } from '../render.tsx';

/** Issue 16: what a borrower reads is US English ("Call us on" and "authorise" before). */
describe('US English on the shell pages and the soft-credit consent', () => {
  it.each([
    ['timeout', <TimeoutPage key="t" />, 'Need help? Call us at (800) 555-0142.'],
    ['coming soon', <ComingSoonRoute key="c" />, 'Questions in the meantime? Call us at (800) 555-0142.'],
    ['not accepting', <NotAcceptingRoute key="n" />, 'Questions? Call us at (800) 555-0142.'],
  ])('%s: "Call us at"', (_page, ui, text) => {
    renderWithProviders(ui);
    expect(screen.getByText(/Call us at/)).toHaveTextContent(text);
    expect(document.body).not.toHaveTextContent(/Call us on/);
  });

  it('the soft credit check is authorized, not authorised', () => {
    const field = {
      name: 'softCreditConsent',
      onChange: async () => true,
      onBlur: async () => true,
      ref: () => {},
    };
    render(<SoftCreditConsent companyName="Harbor Mortgage" field={field} error={undefined} />);
    expect(screen.getByLabelText('I authorize the soft credit check described above.')).toBeInTheDocument();
    expect(screen.getByText(/By creating an account you authorize Harbor Mortgage/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/authoris/);
  });
});
