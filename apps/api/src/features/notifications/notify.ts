import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../platform/db/db-executor.ts';
import { notifications } from './notifications-tables.ts';
import type { Clock } from '../../platform/clock.ts';
import { dedupeKeyOf, notificationContent, type NotificationEvent } from './notification-events.ts';
import { ensureWalletAccount, type NotificationRow } from './wallet-repository.ts';

export type { NotificationEvent } from './notification-events.ts';

export interface NotificationService {
  /** Creates the borrower's notification for an application event; null when this event already notified them. */
  notify(identityId: string, event: NotificationEvent): Promise<NotificationRow | null>;
}

/**
 * For other features (applications, workflow jobs): `createNotificationService(opts).notify(identityId, event)`.
 * Idempotent per event (see dedupeKeyOf), so it is safe inside retried jobs. `db` may be an open transaction: the
 * workflow notifies in the transaction of the step change, so a rolled-back move notifies no one.
 */
export function createNotificationService({
  db,
  clock,
}: {
  db: Executor;
  clock: Clock;
}): NotificationService {
  return {
    async notify(identityId, event) {
      const now = clock.now();
      const wallet = await ensureWalletAccount(db, identityId, now);
      const [row] = await db
        .insert(notifications)
        .values({
          id: randomUUID(),
          identityId,
          walletAddress: wallet.address,
          eventType: event.type,
          applicationId: event.applicationId,
          dedupeKey: dedupeKeyOf(event),
          ...notificationContent(event),
          status: 'UNREAD',
          createdAt: now,
        })
        .onConflictDoNothing({ target: [notifications.identityId, notifications.dedupeKey] })
        .returning();
      return row ?? null;
    },
  };
}

/**
 * Marks every recipient's notifications of these events on the application read: their action is done (issue 16,
 * "Your offers are ready" once the offer is accepted). Called in the transaction of the move that did it.
 */
export async function markEventsDone(
  db: Executor,
  applicationId: string,
  events: readonly NotificationEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  await db
    .update(notifications)
    .set({ status: 'READ', readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(notifications.applicationId, applicationId),
        // By event key: a document request of a condition stays unread when the income paystub's is done.
        inArray(notifications.dedupeKey, events.map(dedupeKeyOf)),
        eq(notifications.status, 'UNREAD'),
      ),
    );
}
