import { seatAttachmentFile, seatUploadAttachment } from '@lintel/domain/api/endpoints/chat-seat';
import { chatAttachmentFile, uploadChatAttachment } from '@lintel/domain/api/endpoints/service-chat';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@lintel/domain/chat/chat-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { limitRefusal } from '../../../platform/rate-limit/too-many-requests.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { ChatError, type ChatCaller, type ChatService } from '../chat-service.ts';
import { chatCall, customerOf } from './chat-reply.ts';

/**
 * A visitor's attachments from one address (decision 248): each anonymous chat has its own upload allowance and one
 * address may start 20 chats a minute, so this bounds what one address can store through chats it keeps starting.
 */
const VISITOR_ATTACHMENT_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 hour',
    errorResponseBuilder: limitRefusal('Too many files sent from your network.'),
  },
};

/**
 * Chat attachments both ways (decisions 204 and 220): the borrower and the agent upload through the same checks
 * into the one file store, and each downloads only what their chat holds.
 */
export function attachmentRoutes(
  app: FastifyInstance,
  { endpoints }: FeatureOptions,
  service: ChatService,
): void {
  const agentOf = (request: FastifyRequest): ChatCaller => {
    const session = sessionOf(request);
    return { role: 'agent', agentId: session.identityId, orgCode: session.orgCode };
  };

  // An attachment's body is the file's bytes whatever its Content-Type (decision 184); one byte over the limit so
  // the check can say "larger than 10 MB" itself.
  const bodyLimit = CHAT_ATTACHMENT_MAX_BYTES + 1;
  void app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    const upload = async (
      caller: ChatCaller,
      conversationId: string,
      name: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const attachment = await service.upload(caller, conversationId, {
        bytes,
        contentType: request.headers['content-type'],
        name,
      });
      reply.code(201);
      return attachment;
    };
    endpoints(
      scope,
      uploadChatAttachment,
      ({ params, query, request, reply }) =>
        chatCall(reply, async () =>
          upload(await customerOf(service, request), params.conversationId, query.name, request, reply),
        ),
      { bodyLimit, config: VISITOR_ATTACHMENT_LIMIT },
    );
    endpoints(
      scope,
      seatUploadAttachment,
      ({ params, query, request, reply }) =>
        chatCall(reply, () => upload(agentOf(request), params.conversationId, query.name, request, reply)),
      { bodyLimit },
    );
  });

  const download = (
    reply: FastifyReply,
    caller: () => Promise<ChatCaller>,
    params: { conversationId: string; attachmentId: string },
  ) =>
    chatCall(reply, async () => {
      // Whoever may not see the chat learns nothing, not even that it exists: a refused caller is a 404 too.
      const file = await caller()
        .then((who) => service.attachment(who, params.conversationId, params.attachmentId))
        .catch((error: unknown) => {
          if (error instanceof ChatError && error.status === 403) throw new ChatError(404, 'Not found');
          throw error;
        });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });
  endpoints(app, chatAttachmentFile, ({ params, request, reply }) =>
    download(reply, () => customerOf(service, request), params),
  );
  endpoints(app, seatAttachmentFile, ({ params, request, reply }) =>
    download(reply, () => Promise.resolve(agentOf(request)), params),
  );
}

/** Always a download, never shown inline: the bytes were checked, but the page's origin is not the place for them. */
function contentDisposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
