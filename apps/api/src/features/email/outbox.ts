import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { JobQueue, SendOptions } from '../../platform/jobs/job-queue.ts';
import { emailOutbox } from './email-tables.ts';
import type { RenderedEmail } from './templates/email-layout.ts';

export const EMAIL_DELIVER_JOB = 'email.deliver';

/** About 1, 2, 4, 8, 16 and 32 minutes between tries: a relay's hiccup heals, a dead one is given up in an hour. */
export const EMAIL_RETRY: Required<Pick<SendOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff'>> = {
  retryLimit: 6,
  retryDelay: 60,
  retryBackoff: true,
};

export interface EmailDeliverData {
  outboxId: string;
}

export interface OutboxMessage extends RenderedEmail {
  orgCode: string;
  recipient: string;
}

/**
 * Writes the message and its delivery job in `tx`, the transaction of the event that causes it (decision 168): both
 * commit with the event or neither does. Answers the outbox id.
 */
export async function enqueueEmail(
  tx: Executor,
  deps: { clock: Clock; jobs: JobQueue },
  message: OutboxMessage,
): Promise<string> {
  const id = randomUUID();
  await tx.insert(emailOutbox).values({
    id,
    orgCode: message.orgCode,
    recipient: message.recipient,
    templateKey: message.templateKey,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    secretLink: message.secretLink,
    createdAt: deps.clock.now(),
  });
  await deps.jobs.send<EmailDeliverData>(EMAIL_DELIVER_JOB, { outboxId: id }, EMAIL_RETRY, tx);
  return id;
}

export interface OutboxSms {
  orgCode: string;
  /** The mobile number, as the person gave it. */
  recipient: string;
  templateKey: string;
  text: string;
  /** The text carries a single-use link: emptied once delivered, as an email's. */
  secretLink: boolean;
}

/**
 * A text message through the same outbox and delivery job as email (decision 230): written in `tx` with the event
 * that causes it. Only for a person who gave a mobile and consented to texts; the caller checks that.
 */
export async function enqueueSms(tx: Executor, deps: { clock: Clock; jobs: JobQueue }, message: OutboxSms): Promise<string> {
  const id = randomUUID();
  await tx.insert(emailOutbox).values({
    id,
    channel: 'sms',
    orgCode: message.orgCode,
    recipient: message.recipient,
    templateKey: message.templateKey,
    subject: '',
    textBody: message.text,
    htmlBody: '',
    secretLink: message.secretLink,
    createdAt: deps.clock.now(),
  });
  await deps.jobs.send<EmailDeliverData>(EMAIL_DELIVER_JOB, { outboxId: id }, EMAIL_RETRY, tx);
  return id;
}
