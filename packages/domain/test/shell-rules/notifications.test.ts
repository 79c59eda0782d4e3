import { describe, expect, it } from 'vitest';
import {
  NO_NOTIFICATIONS_TEXT,
  groupByWallet,
  notificationsForGroup,
  orderNotifications,
  showViewAll,
  visibleNotifications,
} from '../../src/shell-rules/notifications.ts';
import { WALLET_ADDRESS_ELLIPSIS, shortenWalletAddress } from '../../src/shell-rules/wallet-address.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => `n${i + 1}`);
const note = (uuid: string, status: string, walletAddress?: string | null) => ({
  uuid,
  status,
  walletAddress,
});

describe('notification menu', () => {
  it('shows the local list newest-first (reverse order)', () => {
    expect(orderNotifications(['a', 'b', 'c'])).toEqual(['c', 'b', 'a']);
  });

  it.each([
    [0, false, []],
    [2, false, ['n2', 'n1']],
    [3, false, ['n3', 'n2', 'n1']],
    [5, false, ['n5', 'n4', 'n3']],
    [5, true, ['n5', 'n4', 'n3', 'n2', 'n1']],
  ])('%s notifications, showAll %s -> %o', (count, showAll, expected) => {
    expect(visibleNotifications(list(count), { showAll })).toEqual(expected);
  });

  it.each([
    [0, false],
    [3, false],
    [4, true],
  ])('View All with %s notifications: %s', (count, expected) => {
    expect(showViewAll(list(count))).toBe(expected);
  });

  it('does not mutate the caller list', () => {
    const original = ['a', 'b'];
    visibleNotifications(original, { showAll: true });
    expect(original).toEqual(['a', 'b']);
  });

  it('has the empty text of the spec', () => {
    expect(NO_NOTIFICATIONS_TEXT).toBe('No Notifications');
  });
});

describe('notification groups', () => {
  it('shows at most 8 unread when a group has unread ones', () => {
    const group = [...Array.from({ length: 10 }, (_, i) => note(`u${i}`, 'UNREAD')), note('r1', 'READ')];
    const shown = notificationsForGroup(group);
    expect(shown).toHaveLength(8);
    expect(shown.every((n) => n.status === 'UNREAD')).toBe(true);
    expect(shown[0]?.uuid).toBe('u0');
  });

  it('shows fewer unread as they are and all of a group with none unread', () => {
    expect(notificationsForGroup([note('a', 'UNREAD'), note('b', 'READ')]).map((n) => n.uuid)).toEqual(['a']);
    const read = Array.from({ length: 12 }, (_, i) => note(`r${i}`, 'READ'));
    expect(notificationsForGroup(read)).toHaveLength(12);
  });

  it('groups by wallet address in first-seen order', () => {
    const groups = groupByWallet([
      note('1', 'UNREAD', 'w1'),
      note('2', 'READ', 'w2'),
      note('3', 'READ', 'w1'),
      note('4', 'READ'),
    ]);
    expect([...groups.keys()]).toEqual(['w1', 'w2', '']);
    expect(groups.get('w1')?.map((n) => n.uuid)).toEqual(['1', '3']);
  });
});

describe('shortenWalletAddress', () => {
  it.each([
    ['', ''],
    ['0x123456789', '0x123456789'],
    ['0x1234567890', '0x1234...67890'],
    ['0xAbCdEf0123456789aBcDeF', '0xAbCd...BcDeF'],
  ])('%s -> %s', (address, expected) => {
    expect(shortenWalletAddress(address)).toBe(expected);
  });

  it('uses three full stops', () => {
    expect(WALLET_ADDRESS_ELLIPSIS).toBe('...');
    expect(shortenWalletAddress('x'.repeat(40))).toHaveLength(6 + 3 + 5);
  });
});
