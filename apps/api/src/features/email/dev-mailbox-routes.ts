import { devMailbox, devMailboxMessage } from '@lintel/domain/api/endpoints/dev-mailbox';
import type { FastifyInstance } from 'fastify';
import type { EndpointRoutes } from '../../platform/http/endpoint-route.ts';
import type { Mailer } from '../../providers/mailer/mailer.ts';
import { SandboxMailer, type SandboxEmail } from '../../providers/mailer/sandbox-mailer.ts';

function summary(message: SandboxEmail) {
  return {
    id: message.id,
    orgCode: message.orgCode,
    to: message.to,
    subject: message.subject,
    templateKey: message.templateKey,
    deliveredAt: message.deliveredAt.toISOString(),
  };
}

/**
 * What the sandbox mailer delivered, for a developer to read (decision 168). The caller registers these outside
 * production only; with SMTP configured the list is empty (the relay has the messages).
 */
export function devMailboxRoutes(app: FastifyInstance, mailer: Mailer, endpoints: EndpointRoutes): void {
  const sandbox = mailer instanceof SandboxMailer ? mailer : undefined;
  endpoints(app, devMailbox, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { messages: (sandbox?.messages() ?? []).map(summary) };
  });
  endpoints(app, devMailboxMessage, async ({ params, reply }) => {
    const message = sandbox?.find(params.id);
    if (!message) return reply.code(404).send({ errors: [{ message: 'No such message' }] });
    reply.header('cache-control', 'no-store');
    return { ...summary(message), from: message.from, text: message.text, html: message.html };
  });
}
