import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Application } from '@lintel/domain/application/application';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import { ApplicationHome } from '../../src/features/application-routing/components/application-home.tsx';
import { renderWithProviders } from '../render.tsx';
import { APP_UUID, applicationFixture, withStanding } from './application-fixtures.ts';
import { withoutBuiltPage } from './without-built-page.ts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
}));

function renderHome(step: ServerStep, application: Application = applicationFixture, polling = false) {
  const withIt = withStanding(application, step);
  const standing = withIt.standing;
  if (!standing) throw new Error('no standing');
  renderWithProviders(
    <ApplicationHome uuid={APP_UUID} application={withIt} standing={standing} polling={polling} />,
  );
  return { standing, status: screen.getByRole('region', { name: standing.headline }) };
}

describe('the application home (issue 16)', () => {
  it("heads the page with the home's address and puts the standing's step, headline and wait in one card", () => {
    // A step whose page no build has yet (the in-person notary, decision 191): the home stands in for it.
    withoutBuiltPage();
    const { standing, status } = renderHome('MANUAL_DEED_SIGNING');
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
    expect(screen.getByText('100 Sample Street, Sacramento, CA 95814')).toBeInTheDocument();
    expect(within(status).getByRole('heading', { level: 2, name: standing.headline })).toBeInTheDocument();
    // The meter's words: the step, its label and how many are done (the bar itself is decoration).
    expect(within(status).getByText('Step 7 of 7')).toBeInTheDocument();
    expect(within(status).getByText(/Schedule Notary Session|Talk to eNotary/)).toBeInTheDocument();
    expect(within(status).getByText(/6 of 7 done/)).toBeInTheDocument();
    expect(within(status).getByText('Waiting on').nextElementSibling).toHaveTextContent(/^You: a call with /);
    expect(within(status).getByText('Expected time').nextElementSibling).toHaveTextContent(standing.expected);
  });

  it('makes the call the one button when the step cannot be done online, and says nothing twice', () => {
    withoutBuiltPage();
    const { status } = renderHome('MANUAL_DEED_SIGNING');
    expect(within(status).getByText(/This step cannot be completed online/)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Call (800) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8005550142',
    );
    expect(within(status).queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
    // The general "Questions? Call us" line would repeat the button.
    expect(screen.queryByText(/Questions about your application/)).not.toBeInTheDocument();
  });

  it("goes to the standing's page when the borrower can act online", () => {
    const { status } = renderHome('LIEN_VERIFICATION');
    expect(within(status).getByRole('link', { name: /^Continue/ })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/liens`,
    );
  });

  it('says there is nothing to do during a wait, that it updates by itself when polling, and how to ask', () => {
    const { status } = renderHome('WAITING_FOR_UNDERWRITING', applicationFixture, true);
    expect(within(status).getByText(/This page updates by itself when the step is done/)).toBeInTheDocument();
    expect(within(status).queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Questions about your application\? Call Harbor Mortgage, LLC at/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('link', { name: 'Back to your applications' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says every step is done and there is nothing to do once the line is open', () => {
    const { status } = renderHome('COMPLETE');
    expect(within(status).getByText('Every step is done')).toBeInTheDocument();
    expect(within(status).getByText('There is nothing you need to do.')).toBeInTheDocument();
    expect(within(status).queryByText('Waiting on')).not.toBeInTheDocument();
    expect(within(status).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the chosen offer as the application records it, and no figure it does not have', () => {
    renderHome('INCOME_VERIFICATION', {
      ...applicationFixture,
      amount: 20000,
      rate: 8.35,
      term: 30,
      payType: 'AUTOPAY',
    });
    const offer = screen.getByRole('region', { name: 'Your offer' });
    expect(within(offer).getByText('Amount').nextElementSibling).toHaveTextContent('$20,000.00');
    expect(within(offer).getByText('Rate').nextElementSibling).toHaveTextContent('8.350% with autopay');
    expect(within(offer).getByText('Term').nextElementSibling).toHaveTextContent('30 years');
    expect(within(offer).queryByText(/Monthly payment/)).not.toBeInTheDocument();
  });

  it('shows no offer before one is chosen (spec 001 §2: rate and amount above 0)', () => {
    renderHome('WAITING_FOR_UNDERWRITING');
    expect(screen.queryByRole('region', { name: 'Your offer' })).not.toBeInTheDocument();
  });
});
