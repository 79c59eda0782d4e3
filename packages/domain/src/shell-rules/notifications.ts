import { NOTIFICATIONS_PREVIEW_COUNT, NOTIFICATIONS_UNREAD_PER_GROUP } from '../constants/shell-limits.ts';

/** Notification of spec 001 §3. */
export interface ShellNotification {
  uuid: string;
  title: string;
  description: string;
  created: string;
  status: string;
  walletAddress?: string | null;
  ctas: readonly { title: string; redirectPath: string }[];
}

export const NO_NOTIFICATIONS_TEXT = 'No Notifications';
export const UNREAD_STATUS = 'UNREAD';

/** Spec 001 §2: the local list is shown in reverse order (newest was appended last). */
export function orderNotifications<T>(list: readonly T[]): T[] {
  return [...list].reverse();
}

/** The menu's list: reversed, and only the first 3 until View All is chosen. */
export function visibleNotifications<T>(list: readonly T[], { showAll }: { showAll: boolean }): T[] {
  const ordered = orderNotifications(list);
  return showAll ? ordered : ordered.slice(0, NOTIFICATIONS_PREVIEW_COUNT);
}

/** View All appears only when there are more than 3. */
export function showViewAll(list: readonly unknown[]): boolean {
  return list.length > NOTIFICATIONS_PREVIEW_COUNT;
}

export function isUnread(notification: Pick<ShellNotification, 'status'>): boolean {
  return notification.status === UNREAD_STATUS;
}

/**
 * Spec 001 §2: "A group shows at most 8 unread (otherwise all)". A group (one wallet account) with unread
 * notifications shows its first 8 unread; a group with none shows everything it has (decision 035).
 */
export function notificationsForGroup<T extends Pick<ShellNotification, 'status'>>(group: readonly T[]): T[] {
  const unread = group.filter(isUnread);
  return unread.length > 0 ? unread.slice(0, NOTIFICATIONS_UNREAD_PER_GROUP) : [...group];
}

/** Groups by wallet address, keeping first-seen order of groups and of items; no address is its own group (''). */
export function groupByWallet<T extends Pick<ShellNotification, 'walletAddress'>>(
  list: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const key = item.walletAddress ?? '';
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
