import { devMailbox, devMailboxMessage } from '@lintel/domain/api/endpoints/dev-mailbox';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../platform/http/endpoint-route.ts';
import type { Mailer } from '../../providers/mailer/mailer.ts';
import { SandboxMailer, type SandboxEmail } from '../../providers/mailer/sandbox-mailer.ts';
import { SandboxSmsSender, type SandboxSms } from '../../providers/sms/sandbox-sms.ts';
import type { SmsSender } from '../../providers/sms/sms-sender.ts';

/** A text message as the mailbox shows it: its opening words as the subject (the page marks it a text message). */
function asMessage(sms: SandboxSms) {
  const opening = sms.text.length > 60 ? `${sms.text.slice(0, 57)}...` : sms.text;
  return {
    id: sms.id,
    channel: 'sms' as const,
    orgCode: sms.orgCode,
    to: sms.to,
    subject: opening,
    templateKey: sms.templateKey,
    deliveredAt: sms.deliveredAt,
    from: 'Text message (sandbox SMS)',
    text: sms.text,
    html: '',
  };
}

function fromEmail(email: SandboxEmail) {
  return { ...email, channel: 'email' as const };
}

function summary(message: ReturnType<typeof asMessage> | ReturnType<typeof fromEmail>) {
  return {
    id: message.id,
    channel: message.channel,
    orgCode: message.orgCode,
    to: message.to,
    subject: message.subject,
    templateKey: message.templateKey,
    deliveredAt: message.deliveredAt.toISOString(),
  };
}

/**
 * What the sandbox mailer and the sandbox SMS sender delivered, for a developer to read (decisions 168, 230). The
 * caller registers these outside production only; with SMTP configured the email list is empty (the relay has them).
 */
export function devMailboxRoutes(
  app: FastifyInstance,
  senders: { mailer: Mailer; sms: SmsSender },
  endpoints: EndpointRoutes,
): void {
  const mailbox = senders.mailer instanceof SandboxMailer ? senders.mailer : undefined;
  const texts = senders.sms instanceof SandboxSmsSender ? senders.sms : undefined;
  // From the sandbox records: what any process of the portal sent (decision 250).
  const all = async () =>
    [
      ...((await mailbox?.messages()) ?? []).map(fromEmail),
      ...((await texts?.messages()) ?? []).map(asMessage),
    ].sort((a, b) => b.deliveredAt.getTime() - a.deliveredAt.getTime());
  endpoints(app, devMailbox, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { messages: (await all()).map(summary) };
  });
  endpoints(app, devMailboxMessage, async ({ params, reply }) => {
    const message = (await all()).find((m) => m.id === params.id);
    if (!message) return reply.code(404).send({ errors: [{ message: 'No such message' }] });
    reply.header('cache-control', 'no-store');
    return { ...summary(message), from: message.from, text: message.text, html: message.html };
  });
}
