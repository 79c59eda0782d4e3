import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../src/platform/db/database.ts';
import { backgroundWorkFor } from '../../../src/features/identity/background-work.ts';
import type { SandboxMailer } from '../../../src/providers/mailer/sandbox-mailer.ts';

/** Finishes the reset requests answered early, then delivers every queued email through the sandbox. */
export async function deliverEmails(app: FastifyInstance, db: Database): Promise<void> {
  await backgroundWorkFor(db).idle();
  await app.jobs.drain();
}

/** The token of the newest message to `to` with `templateKey`, read from its link. */
export async function tokenFromMailbox(mailer: SandboxMailer, to: string, templateKey: string): Promise<string> {
  const message = (await mailer.messages()).find((m) => m.to === to && m.templateKey === templateKey);
  if (!message) throw new Error(`no ${templateKey} email to ${to}`);
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  if (!token) throw new Error('no token in the email');
  return token;
}

export async function messagesTo(mailer: SandboxMailer, to: string, templateKey?: string) {
  return (await mailer.messages()).filter((m) => m.to === to && (!templateKey || m.templateKey === templateKey));
}
