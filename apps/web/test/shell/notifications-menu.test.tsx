import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markNotificationsRead, walletAccounts } from '@lintel/domain/api/endpoints/service-wallet';
import { NotificationsMenu } from '../../src/features/notifications/components/notifications-menu.tsx';
import { ctaHref, notificationView } from '../../src/features/notifications/notification-list.ts';
import { renderWithProviders } from '../render.tsx';
import { answer, handle } from '../msw/handle.ts';
import { bodiesSentTo, sentRequests } from '../msw/requests.ts';
import { server } from '../msw/server.ts';

const WALLET = '0x1234567890abcdef1234567890abcdef12345678';
const NOW = Date.parse('2026-11-23T12:00:00Z');

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Oldest first, as the server sends them; n minutes apart, the last one newest. */
function notifications(count: number, status: (i: number) => 'UNREAD' | 'READ' = () => 'UNREAD') {
  return Array.from({ length: count }, (_, i) => ({
    uuid: uuid(i + 1),
    title: `Notice ${i + 1}`,
    description: `Description ${i + 1}`,
    created: new Date(NOW - (count - i) * 60 * 60_000).toISOString(),
    status: status(i),
    walletAddress: WALLET,
    ctas: [{ title: `Open ${i + 1}`, redirectPath: `/${uuid(99)}/product/select` }],
  }));
}

function accounts(list: ReturnType<typeof notifications>) {
  return {
    accounts: [
      {
        account: { name: 'Dana Demo', address: WALLET },
        authorizedWallets: [{ address: WALLET }],
        notifications: list,
      },
    ],
  };
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.getByRole('region', { name: 'Notifications' });
}

afterEach(() => vi.useRealTimers());

describe('notifications menu (spec 001 §2)', () => {
  it('gives a visitor a Login button and makes no wallet call', () => {
    renderWithProviders(
      <NotificationsMenu loggedIn={false} loginHref="/auth/login?redirectUrl=%2Fdashboard" />,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=%2Fdashboard',
    );
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it("says 'No Notifications' when there are none", async () => {
    server.use(answer(walletAccounts, accounts([])));
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    const panel = await openMenu();
    expect(await within(panel).findByText('No Notifications')).toBeInTheDocument();
  });

  it('shows the newest 3 first, then all after View All', async () => {
    server.use(answer(walletAccounts, accounts(notifications(5))));
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    expect(await screen.findByRole('button', { name: /^Notifications\s*5\s*unread$/ })).toBeInTheDocument();
    const panel = await openMenu();
    const titles = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(titles()).toEqual(['Unread: Notice 5', 'Unread: Notice 4', 'Unread: Notice 3']);
    await userEvent.click(within(panel).getByRole('button', { name: 'View All' }));
    expect(titles()).toHaveLength(5);
    expect(within(panel).queryByRole('button', { name: 'View All' })).toBeNull();
  });

  it('offers no View All for exactly 3', async () => {
    server.use(answer(walletAccounts, accounts(notifications(3))));
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    const panel = await openMenu();
    await within(panel).findByText('Notice 3');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByRole('button', { name: 'View All' })).toBeNull();
  });

  it('shows call-to-action buttons leading to their redirectPath under the HELOC base', async () => {
    server.use(answer(walletAccounts, accounts(notifications(1))));
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    const panel = await openMenu();
    expect(await within(panel).findByRole('link', { name: 'Open 1' })).toHaveAttribute(
      'href',
      `/account/heloc/${uuid(99)}/product/select`,
    );
  });

  it('marks one notification read and refreshes the list', async () => {
    let status: 'UNREAD' | 'READ' = 'UNREAD';
    server.use(
      handle(walletAccounts, () => accounts(notifications(1, () => status))),
      handle(markNotificationsRead, () => {
        status = 'READ';
        return { read: [uuid(1)] };
      }),
    );
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    const panel = await openMenu();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark as read: Notice 1' }));
    expect(bodiesSentTo(markNotificationsRead)).toEqual([{ uuids: [uuid(1)] }]);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /Mark as read/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shortens the wallet address and confirms a copy for 1 second', async () => {
    server.use(answer(walletAccounts, accounts(notifications(1))));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    const panel = await openMenu();
    expect(await within(panel).findByText('0x1234...45678')).toBeInTheDocument();
    // The clock moves only when told: on a busy machine real time would eat into the 1 s being measured.
    vi.useFakeTimers();
    const copy = within(panel).getByRole('button', { name: 'Copy wallet address' });
    await act(async () => {
      fireEvent.click(copy);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(WALLET);
    expect(within(panel).getByRole('button', { name: 'Copied wallet address' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(within(panel).getByRole('button', { name: 'Copied wallet address' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(panel).getByRole('button', { name: 'Copy wallet address' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    server.use(answer(walletAccounts, accounts([])));
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    await openMenu();
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('notification list rules', () => {
  it('shows at most 8 unread of a group, and all of a group with none unread', () => {
    const twelve = notifications(12, (i) => (i < 2 ? 'READ' : 'UNREAD'));
    const all = notificationView(accounts(twelve), true);
    expect(all.groups[0]?.items).toHaveLength(8);
    expect(all.groups[0]?.items.every((n) => n.status === 'UNREAD')).toBe(true);
    expect(all.groups[0]?.items[0]?.title).toBe('Notice 12');
    const read = notificationView(accounts(notifications(10, () => 'READ')), true);
    expect(read.groups[0]?.items).toHaveLength(10);
  });

  it('refuses call-to-action paths that leave the site', () => {
    expect(ctaHref('//evil.example/x')).toBeNull();
    expect(ctaHref('https://evil.example')).toBeNull();
    expect(ctaHref('/dashboard')).toBe('/dashboard');
  });

  it('reads relative times in the spec units', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    server.use(answer(walletAccounts, accounts(notifications(2))));
    renderWithProviders(<NotificationsMenu loggedIn loginHref="/auth/login" />);
    const panel = await openMenu();
    expect(await within(panel).findByText('1 hour ago')).toBeInTheDocument();
    expect(within(panel).getByText('2 hours ago')).toBeInTheDocument();
  });
});
