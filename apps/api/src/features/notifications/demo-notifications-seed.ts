import type { Database } from '../../platform/db/database.ts';
import { findIdentityByEmail } from '../identity/identity-repository.ts';
import { DEMO_APPLICATION_ID } from '../applications/demo-application-seed.ts';
import { createNotificationService } from './notify.ts';
import type { NotificationEvent } from './notification-events.ts';
import { markRead } from './wallet-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixed so reseeding finds the same notification and leaves it alone. */
const DEMO_CONDITION_ID = '5e1d0000-0000-4000-8000-0000000000c1';

/** Oldest first, with how many days ago each happened; the first is already read. */
const DEMO_EVENTS: readonly { event: NotificationEvent; daysAgo: number; read?: boolean }[] = [
  { event: { type: 'OFFER_READY', applicationId: DEMO_APPLICATION_ID }, daysAgo: 40, read: true },
  { event: { type: 'DOCUMENT_NEEDED', applicationId: DEMO_APPLICATION_ID, conditionId: DEMO_CONDITION_ID }, daysAgo: 9 },
  { event: { type: 'SIGNING_READY', applicationId: DEMO_APPLICATION_ID }, daysAgo: 2 },
  { event: { type: 'FUNDED', applicationId: DEMO_APPLICATION_ID }, daysAgo: 0 },
];

/** Idempotent: demo@lintel.test gets a menu with more than 3 notifications (so View All shows), one already read. */
export async function seedDemoNotifications(db: Database, now = new Date()): Promise<void> {
  const identity = await findIdentityByEmail(db, 'lintel', 'demo@lintel.test');
  if (!identity) return;
  for (const { event, daysAgo, read } of DEMO_EVENTS) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS - 60_000);
    const created = await createNotificationService({ db, clock: { now: () => at } }).notify(identity.id, event);
    if (created && read) await markRead(db, identity.id, [created.id], at);
  }
}
