import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { walletProfile } from '@lintel/domain/api/endpoints/service-wallet';
import { ProfileMenu } from '../../src/features/profile-menu/components/profile-menu.tsx';
import type { ProfileMenuProps } from '../../src/features/profile-menu/components/profile-menu.tsx';
import { isLeaveSurveyRoute } from '../../src/features/profile-menu/leave-survey.ts';
import { renderWithProviders } from '../render.tsx';
import { answer } from '../msw/handle.ts';
import { server } from '../msw/server.ts';

const WALLET = '0xabcdef0123456789abcdef0123456789abcdef01';
const APP = '/account/heloc/3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function renderMenu(props: Partial<ProfileMenuProps> = {}) {
  server.use(
    answer(walletProfile, {
      account: { name: 'Dana Demo', address: WALLET },
      authorizedWallet: { authorizationType: 'CUSTODIAL' },
    }),
  );
  const onLogout = vi.fn();
  const view = renderWithProviders(
    <ProfileMenu
      displayName="dana@example.test"
      isSigner={false}
      isBroker={false}
      onLogout={onLogout}
      pathname="/dashboard"
      {...props}
    />,
  );
  return { onLogout, unmount: view.unmount };
}

async function open() {
  await userEvent.click(await screen.findByRole('button', { name: /^Account menu for/ }));
  return screen.getByRole('region', { name: 'Account' });
}

describe('profile menu (spec 001 §2, §6)', () => {
  it('shows the account name, shortened wallet address, wallet type, dashboard and settings', async () => {
    renderMenu();
    const panel = await open();
    expect(await within(panel).findByText('Dana Demo')).toBeInTheDocument();
    expect(within(panel).getByText('0xabcd...def01')).toBeInTheDocument();
    expect(within(panel).getByText('Custodial wallet')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(panel).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('gives a signer no Dashboard link unless also a broker', async () => {
    const { unmount } = renderMenu({ isSigner: true, isBroker: false });
    let panel = await open();
    expect(within(panel).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Applications you sign' })).toHaveAttribute(
      'href',
      '/account/heloc/heloc-signer/resume',
    );
    unmount();
    renderMenu({ isSigner: true, isBroker: true });
    panel = await open();
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('never offers a signer the leave-survey, even on a survey route', async () => {
    const { onLogout } = renderMenu({ isSigner: true, pathname: `${APP}/identity` });
    const panel = await open();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs out at once outside the survey routes', async () => {
    const { onLogout } = renderMenu();
    const panel = await open();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the leave-survey once on a survey route, then logs out', async () => {
    const onAnswer = vi.fn();
    const { onLogout } = renderMenu({ pathname: `${APP}/liens`, onLeaveSurveyAnswer: onAnswer });
    let panel = await open();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I will finish later' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and log out' }));
    expect(onAnswer).toHaveBeenCalledWith('I will finish later');
    expect(onLogout).toHaveBeenCalledOnce();
    // Disabled once triggered: the next logout on the same route goes straight out.
    panel = await open();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(2));
  });

  it('does not offer the survey when it is not enabled', async () => {
    const { onLogout } = renderMenu({ pathname: `${APP}/identity`, leaveSurveyEnabled: false });
    const panel = await open();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('knows the four survey routes and no others', () => {
    for (const route of ['liens', 'product/select', 'identity', 'signing/sign']) {
      expect(isLeaveSurveyRoute(`${APP}/${route}`)).toBe(true);
    }
    for (const route of ['signing/intro', 'bank', 'start/hmda'])
      expect(isLeaveSurveyRoute(`${APP}/${route}`)).toBe(false);
    expect(isLeaveSurveyRoute('/dashboard/identity')).toBe(false);
  });
});
