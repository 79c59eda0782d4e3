import type { Database } from '../../platform/db/database.ts';
import { sandboxRecordStore } from '../sandbox-record-store.ts';
import type { Mailer } from './mailer.ts';
import { SandboxMailer } from './sandbox-mailer.ts';
import { SmtpMailer, type SmtpSettings } from './smtp-mailer.ts';

/**
 * SMTP when the relay is configured, otherwise the sandbox that keeps messages for the dev mailbox (decision 168),
 * in the database every process shares (decision 250).
 */
export function createMailer(
  smtp: SmtpSettings | undefined,
  mailFrom: string | undefined,
  db: Database,
): Mailer {
  return smtp ? new SmtpMailer(smtp) : new SandboxMailer(sandboxRecordStore(db), mailFrom);
}
