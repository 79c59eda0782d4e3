import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { Transaction } from '../../../platform/db/db-executor.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { BookingResult } from '../../../providers/notary/notary.ts';
import { CLOSING_JOBS, sendClosingJob } from './closing-job-names.ts';
import { saveClosing } from './closing-repository.ts';

export interface NotaryBookingWrite {
  applicationId: string;
  actorId: string;
  kind: 'REMOTE' | 'MANUAL';
  step: ServerStep;
  booking: Extract<BookingResult, { outcome: 'BOOKED' }>;
}

/** The booking's rows and the job that asks the notary platform about the session once it has ended. */
export async function writeNotaryBooking(
  tx: Transaction,
  clock: Clock,
  queue: JobQueue,
  { applicationId, actorId, kind, step, booking }: NotaryBookingWrite,
): Promise<void> {
  const now = clock.now();
  await recordAudit(tx, clock, {
    applicationId,
    actor: { type: 'BORROWER', id: actorId },
    action: 'provider.notary.book',
    after: { kind, sessionId: booking.sessionId, start: booking.start, end: booking.end },
  });
  await saveClosing(
    tx,
    applicationId,
    {
      notaryKind: kind,
      notarySessionId: booking.sessionId,
      notaryName: booking.notaryName,
      notaryStartsAt: booking.start,
      notaryEndsAt: booking.end,
    },
    now,
  );
  // Keyed by the session: a rescheduled session's end is queued beside the old one's, which then finds nothing to do.
  await sendClosingJob(
    queue,
    CLOSING_JOBS.notarySession,
    applicationId,
    step,
    tx,
    booking.end,
    booking.sessionId,
  );
}
