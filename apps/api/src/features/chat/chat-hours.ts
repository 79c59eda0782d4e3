import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { isOpenAt } from '../operating-hours/open-status.ts';
import { findWeek } from '../operating-hours/operating-hours-repository.ts';
import { pacificMoment } from '../operating-hours/pacific-time.ts';

/** Whether the lender's chat (OPS_CHAT, spec 001 §7) is open now; a lender without chat hours never is. */
export async function chatHoursOpen(db: Database, clock: Clock, orgCode: string): Promise<boolean> {
  const week = await findWeek(db, orgCode, 'OPS_CHAT');
  return week.length > 0 && isOpenAt(week, pacificMoment(clock.now()));
}
