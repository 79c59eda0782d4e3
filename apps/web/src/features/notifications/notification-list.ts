import {
  groupByWallet,
  isUnread,
  notificationsForGroup,
  orderNotifications,
  showViewAll,
} from '@lintel/domain/shell-rules/notifications';
import { NOTIFICATIONS_PREVIEW_COUNT } from '@lintel/domain/constants/shell-limits';
import type { WalletAccounts, WalletNotification } from '@lintel/domain/shell-contracts/wallet';
import { isUuid } from '@lintel/domain/shell-rules/url-rules';

export interface NotificationGroup {
  walletAddress: string;
  items: WalletNotification[];
}

export interface NotificationView {
  groups: NotificationGroup[];
  /** Whether View All is offered: more than 3 to show. */
  viewAll: boolean;
  unreadCount: number;
}

/**
 * Spec 001 §2 with the domain's rules: newest first (the server sends oldest first), a group shows at most 8 unread
 * (otherwise all), and only the first 3 overall until View All is chosen.
 */
export function notificationView(data: WalletAccounts | undefined, showAll: boolean): NotificationView {
  const all = (data?.accounts ?? []).flatMap((entry) => entry.notifications);
  const perGroup = [...groupByWallet(all)].map(([walletAddress, items]) => ({
    walletAddress,
    items: notificationsForGroup(orderNotifications(items)),
  }));
  const total = perGroup.flatMap((group) => group.items);
  let budget = showAll ? Infinity : NOTIFICATIONS_PREVIEW_COUNT;
  const groups = perGroup
    .map((group) => {
      const items = group.items.slice(0, budget);
      budget -= items.length;
      return { ...group, items };
    })
    .filter((group) => group.items.length > 0);
  return { groups, viewAll: !showAll && showViewAll(total), unreadCount: all.filter(isUnread).length };
}

const HELOC_BASE = '/account/heloc';

/**
 * Where a call-to-action goes. Application paths (`/{uuid}/…`) live under the HELOC base (decision 045); anything
 * that is not a same-site path (`//host`, `https:`) is refused so a notification cannot send anyone off-site.
 */
export function ctaHref(redirectPath: string): string | null {
  if (!/^\/[^/\\]/.test(redirectPath)) return null;
  const first = redirectPath.split(/[/?#]/)[1] ?? '';
  return isUuid(first) ? `${HELOC_BASE}${redirectPath}` : redirectPath;
}
