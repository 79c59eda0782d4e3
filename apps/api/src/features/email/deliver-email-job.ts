import { eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Job, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../providers/mailer/mailer.ts';
import type { SmsSender } from '../../providers/sms/sms-sender.ts';
import { emailBrand } from './email-brand.ts';
import { emailOutbox } from './email-tables.ts';
import { EMAIL_DELIVER_JOB, EMAIL_RETRY, type EmailDeliverData } from './outbox.ts';
import { markTestEnvironment, markTestEnvironmentSms } from './test-environment-mark.ts';

/** A relay's refusal often quotes the recipient; neither the logs nor `last_error` may keep an address or a number. */
export function withoutAddresses(message: string): string {
  return message
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, '[address]')
    .replace(/\+?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, '[number]')
    .slice(0, 500);
}

/** Once delivered or given up, a body that held a single-use link is not kept (decision 168). */
const ERASED = { textBody: '', htmlBody: '' };

export interface DeliverDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  /** A test deployment (production on sandbox providers): every message says so (issue 28). */
  testEnvironment?: boolean;
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** Hands the row to its channel's sender: the mailer, or the SMS sender for a text message (decision 230). */
async function send(deps: DeliverDeps, row: OutboxRow): Promise<void> {
  if (row.channel === 'sms') {
    const text = deps.testEnvironment ? markTestEnvironmentSms(row.textBody) : row.textBody;
    await deps.sms.send({ id: row.id, orgCode: row.orgCode, templateKey: row.templateKey, to: row.recipient, text });
    return;
  }
  const written = { subject: row.subject, text: row.textBody, html: row.htmlBody };
  await deps.mailer.send({
    id: row.id,
    orgCode: row.orgCode,
    templateKey: row.templateKey,
    to: row.recipient,
    fromName: (await emailBrand(deps.db, row.orgCode)).name,
    ...(deps.testEnvironment ? markTestEnvironment(written) : written),
  });
}

/**
 * Sends one outbox row. A row already sent is skipped (a retried job after a crash between the send and the update
 * may send twice at worst, never zero times). A failure is counted and rethrown for the queue to retry; the last
 * allowed attempt marks the row failed.
 */
export async function deliverEmail(deps: DeliverDeps, job: Job<EmailDeliverData>): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, job.data.outboxId))
    .limit(1);
  if (!row || row.status !== 'queued') return;
  const attempts = row.attempts + 1;
  try {
    await send(deps, row);
  } catch (error) {
    const lastError = withoutAddresses(error instanceof Error ? error.message : String(error));
    const givingUp = job.retryCount >= EMAIL_RETRY.retryLimit;
    await deps.db
      .update(emailOutbox)
      .set({
        attempts,
        lastError,
        ...(givingUp ? { status: 'failed', ...(row.secretLink ? ERASED : {}) } : {}),
      })
      .where(eq(emailOutbox.id, row.id));
    throw new Error(`email delivery failed: ${lastError}`);
  }
  await deps.db
    .update(emailOutbox)
    .set({
      status: 'sent',
      attempts,
      lastError: null,
      sentAt: deps.clock.now(),
      ...(row.secretLink ? ERASED : {}),
    })
    .where(eq(emailOutbox.id, row.id));
}

export function registerEmailJobs(queue: JobQueue, deps: DeliverDeps): void {
  queue.work<EmailDeliverData>(EMAIL_DELIVER_JOB, (job) => deliverEmail(deps, job));
}
