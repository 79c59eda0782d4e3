import type { Mailer } from './mailer.ts';
import { SandboxMailer } from './sandbox-mailer.ts';
import { SmtpMailer, type SmtpSettings } from './smtp-mailer.ts';

/** SMTP when the relay is configured, otherwise the sandbox that keeps messages for the dev mailbox (decision 168). */
export function createMailer(smtp: SmtpSettings | undefined, mailFrom: string | undefined): Mailer {
  return smtp ? new SmtpMailer(smtp) : new SandboxMailer(mailFrom);
}
