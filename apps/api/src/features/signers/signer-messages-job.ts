import { INVITATION_VALID_DAYS } from '@lintel/domain/signers/signer-invitation';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/db-executor.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { applications } from '../applications/tables/application-table.ts';
import { signerInvitations } from '../applications/tables/signer-invitations.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { auditEvents } from '../audit/audit-tables.ts';
import { emailBrand } from '../email/email-brand.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { emailLink } from '../identity/email-links.ts';
import { borrowerFirstName, freshInvitationLink, type InvitationRow } from './invitation-service.ts';
import { signerCancelledEmail, signerPartWaitingEmail, signerReminderEmail } from './signer-messages-email.ts';
import { signerText, textSignerIfConsented } from './signer-texts.ts';
import { scheduleSignerMessages, SIGNER_MESSAGES_JOB } from './signer-messages-schedule.ts';

export { SIGNER_MESSAGES_EVERY_MS, scheduleSignerMessages, SIGNER_MESSAGES_JOB } from './signer-messages-schedule.ts';

const DAY_MS = 86_400_000;
/** Reminders to accept, in days after the invitation: after 2, once more after 5, then no more (decision 230). */
export const REMINDER_AFTER_DAYS = [2, 5] as const;
export const SIGNER_LOGIN_PATH = '/account/heloc/heloc-signer/login';
const MESSAGED = 'signer.messaged';

/** The messages a signer may be owed, each sent at most once (the audit row written with it says it was). */
export type SignerMessage = 'reminder-1' | 'reminder-2' | 'part-waiting' | 'cancelled';

/**
 * What `row` is owed now, if anything: one message per sweep. A cancelled application's only message is that it is
 * cancelled. Reminders count from the last link sent (each carries a fresh one): the first 2 days after the
 * invitation, the last 3 days after that (day 5), none after; a resend by the borrower pushes them back.
 */
export function owedMessage(
  row: Pick<InvitationRow, 'lastSentAt' | 'acceptedAt' | 'notaryBookedAt'>,
  step: string,
  sent: ReadonlySet<string>,
  now: Date,
): SignerMessage | undefined {
  if (step === 'CANCELLED') return sent.has('cancelled') ? undefined : 'cancelled';
  if (row.notaryBookedAt) return undefined;
  if (step === 'WAITING_FOR_CO_DEED' && !sent.has('part-waiting')) return 'part-waiting';
  if (row.acceptedAt || sent.has('reminder-2')) return undefined;
  const quiet = now.getTime() - row.lastSentAt.getTime();
  if (!sent.has('reminder-1')) return quiet >= REMINDER_AFTER_DAYS[0] * DAY_MS ? 'reminder-1' : undefined;
  return quiet >= (REMINDER_AFTER_DAYS[1] - REMINDER_AFTER_DAYS[0]) * DAY_MS ? 'reminder-2' : undefined;
}

/** The messages already sent to each of `ids`, from their audit rows. */
async function sentMessages(db: Executor, applicationIds: string[], ids: string[]): Promise<Map<string, Set<string>>> {
  const sent = new Map<string, Set<string>>();
  if (ids.length === 0) return sent;
  const rows = await db
    .select({ after: auditEvents.after })
    .from(auditEvents)
    .where(and(inArray(auditEvents.applicationId, applicationIds), eq(auditEvents.action, MESSAGED)));
  for (const { after } of rows) {
    const { signerId, message } = (after ?? {}) as { signerId?: string; message?: string };
    if (!signerId || !message || !ids.includes(signerId)) continue;
    sent.set(signerId, (sent.get(signerId) ?? new Set()).add(message));
  }
  return sent;
}

async function compose(tx: Executor, opts: PlatformOptions, row: InvitationRow, orgCode: string, message: SignerMessage) {
  const brand = await emailBrand(tx, orgCode);
  const names = { signer: row.firstName, borrower: await borrowerFirstName(tx, row.applicationId) };
  if (message === 'cancelled') return signerCancelledEmail(brand, names);
  if (message === 'part-waiting' && row.acceptedAt)
    return signerPartWaitingEmail(brand, names, { url: emailLink(opts.config, orgCode, SIGNER_LOGIN_PATH), secret: false });
  const { link } = await freshInvitationLink(tx, opts, row, orgCode);
  if (message === 'part-waiting') return signerPartWaitingEmail(brand, names, { url: link, secret: true });
  // A reminder goes by text too where the signer consented (decision 230), pointing to the email (decision 247).
  const text = signerText('reminder', brand, names.borrower, INVITATION_VALID_DAYS);
  const texted = await textSignerIfConsented(tx, opts, row, { orgCode, kind: 'reminder', text });
  return { ...signerReminderEmail(brand, names, link, INVITATION_VALID_DAYS, message === 'reminder-2'), texted };
}

/**
 * One signer's message, in one transaction with the row locked: the audit row that says it was sent commits with
 * the outbox row or neither does, and a second sweep (a retried job, another process) waits on the lock, then finds
 * it sent. So a message is never sent twice.
 */
async function messageOne(opts: PlatformOptions, invitationId: string, orgCode: string): Promise<boolean> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx.select().from(signerInvitations).where(eq(signerInvitations.id, invitationId)).for('update');
    if (!row || row.removedAt) return false;
    const [app] = await tx
      .select({ serverStep: applications.serverStep })
      .from(applications)
      .where(eq(applications.id, row.applicationId));
    const sent = (await sentMessages(tx, [row.applicationId], [row.id])).get(row.id) ?? new Set();
    const message = owedMessage(row, app?.serverStep ?? '', sent, opts.clock.now());
    if (!message) return false;
    const { texted, ...email } = { texted: false, ...(await compose(tx, opts, row, orgCode, message)) };
    await enqueueEmail(tx, opts, { ...email, orgCode, recipient: row.email });
    // Which message, to which signer: the row keeps who they are.
    await recordAudit(tx, opts.clock, {
      applicationId: row.applicationId,
      actor: { type: 'JOB', id: SIGNER_MESSAGES_JOB },
      action: MESSAGED,
      after: { signerId: row.id, message, channels: texted ? ['email', 'sms'] : ['email'] },
    });
    return true;
  });
}

/**
 * The sweep: every live invitation that may be owed a message (not accepted and quiet 2 days, or its application
 * waiting on the signers or cancelled), then each one owed, one transaction each. Answers how many were sent.
 */
export async function sendSignerMessages(opts: PlatformOptions): Promise<number> {
  const now = opts.clock.now();
  const candidates = await opts.db
    .select({ invitation: signerInvitations, orgCode: applications.orgCode, serverStep: applications.serverStep })
    .from(signerInvitations)
    .innerJoin(applications, eq(applications.id, signerInvitations.applicationId))
    .where(
      and(
        isNull(signerInvitations.removedAt),
        or(
          and(
            isNull(signerInvitations.acceptedAt),
            lte(signerInvitations.lastSentAt, new Date(now.getTime() - REMINDER_AFTER_DAYS[0] * DAY_MS)),
          ),
          inArray(applications.serverStep, ['WAITING_FOR_CO_DEED', 'CANCELLED']),
        ),
      ),
    );
  const sent = await sentMessages(
    opts.db,
    [...new Set(candidates.map((c) => c.invitation.applicationId))],
    candidates.map((c) => c.invitation.id),
  );
  let count = 0;
  for (const c of candidates) {
    if (!owedMessage(c.invitation, c.serverStep, sent.get(c.invitation.id) ?? new Set(), now)) continue;
    if (await messageOne(opts, c.invitation.id, c.orgCode)) count += 1;
  }
  return count;
}

export function registerSignerMessagesJob(jobs: JobQueue, opts: PlatformOptions): void {
  jobs.work(SIGNER_MESSAGES_JOB, async () => {
    try {
      await sendSignerMessages(opts);
    } finally {
      await scheduleSignerMessages(opts);
    }
  });
}

