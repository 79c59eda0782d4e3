import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SideNav } from '../../src/features/shell-nav/components/side-nav.tsx';
import { TopNav } from '../../src/features/shell-nav/components/top-nav.tsx';
import { renderWithProviders } from '../render.tsx';

const member = { loggedIn: true, portfolioLink: false, isSigner: false, isBroker: false };

describe('navigation (spec 001 §2 "Navigation and shell")', () => {
  it('links dashboard, settings and support, marking the current page', () => {
    renderWithProviders(<TopNav context={member} currentPath="/dashboard" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
  });

  it('sends a visitor to login before settings', () => {
    renderWithProviders(<TopNav context={{ ...member, loggedIn: false }} currentPath="/" />);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=%2Fdashboard%2Fsettings',
    );
  });

  it('has no Dashboard link for a signer who is not a broker, but their own landing instead', () => {
    const { unmount } = renderWithProviders(
      <TopNav context={{ ...member, isSigner: true }} currentPath="/" />,
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Applications you sign' })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/resume',
    );
    unmount();
    renderWithProviders(<TopNav context={{ ...member, isSigner: true, isBroker: true }} currentPath="/" />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Applications you sign' })).toBeNull();
  });

  it('sends products this portal does not include to /coming-soon; Portfolio only under its flag', async () => {
    const { unmount } = renderWithProviders(<SideNav context={member} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Site' });
    for (const name of ['Exchange', 'Pay', 'Marketplace', 'Passport', 'Group Manager']) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', '/coming-soon');
    }
    expect(within(nav).queryByRole('link', { name: 'Portfolio' })).toBeNull();
    unmount();
    renderWithProviders(<SideNav context={{ ...member, portfolioLink: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/coming-soon');
  });

  it('opens with focus on the first link; Escape closes it and focus returns', async () => {
    renderWithProviders(<SideNav context={member} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
