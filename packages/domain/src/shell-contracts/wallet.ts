import * as z from 'zod/mini';

/** Wallet service paths (spec 001 §7 "Wallet and notifications"); the mark-read path is ours (decision 065). */
export const WALLET_BASE_PATH = '/service-wallet/secure/api/v4';
export const WALLET_ACCESS_PATH = `${WALLET_BASE_PATH}/account/access`;
export const WALLET_ACCOUNTS_PATH = `${WALLET_BASE_PATH}/account`;
export const NOTIFICATIONS_READ_PATH = `${WALLET_BASE_PATH}/notifications/read`;

export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Optional `principal` query: the wallet address to look at; only the caller's own is found. */
export const walletAccessQuerySchema = z.strictObject({
  principal: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

export const walletAccountSchema = z.object({
  name: z.string(),
  /** The wallet address; the web shortens it beyond 11 characters. */
  address: z.string(),
});

/** Profile (spec 001 §3): what the profile menu shows. */
export const walletProfileSchema = z.object({
  account: walletAccountSchema,
  authorizedWallet: z.object({ authorizationType: z.string() }),
});
export type WalletProfile = z.infer<typeof walletProfileSchema>;

export const notificationCtaSchema = z.object({ title: z.string(), redirectPath: z.string() });

/** Notification (spec 001 §3); `walletAddress` is the group it belongs to (decision 035). */
export const walletNotificationSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 instant. */
  created: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  walletAddress: z.string(),
  ctas: z.array(notificationCtaSchema),
});
export type WalletNotification = z.infer<typeof walletNotificationSchema>;

/** Account list entry (spec 001 §3) with its notifications, oldest first: the menu shows them reversed. */
export const walletAccountEntrySchema = z.object({
  account: walletAccountSchema,
  authorizedWallets: z.array(z.object({ address: z.string() })),
  notifications: z.array(walletNotificationSchema),
});

export const walletAccountsSchema = z.object({ accounts: z.array(walletAccountEntrySchema) });
export type WalletAccounts = z.infer<typeof walletAccountsSchema>;

/** POST body of the mark-read call: notifications of the caller to mark read (others' uuids are ignored). */
export const markNotificationsReadSchema = z.strictObject({
  uuids: z.array(z.uuid('Notification id must be a UUID')).check(z.minLength(1), z.maxLength(100)),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** The uuids that were the caller's and are now read. */
export const markNotificationsReadAnswerSchema = z.object({ read: z.array(z.uuid()) });
