import {
  askForAgent,
  authenticateWebChat,
  chatbotFeedback,
  chatHistory,
  chatSurvey,
  chatWithAutobot,
  conversationMessages,
  endChat,
  initStreamWebChat,
  initWebChat,
  refreshChatToken,
  refreshWebChatNonce,
  sendChatMessage,
  webChatInfo,
} from '@lintel/domain/api/endpoints/service-chat';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { limitRefusal } from '../../../platform/rate-limit/too-many-requests.ts';
import { sessionOf } from '../../identity/require-session.ts';
import type { ChatService } from '../chat-service.ts';
import { selectChatMode } from '../chat-mode.ts';
import { chatCall, customerOf } from './chat-reply.ts';

// Starting chats is cheap to ask for and costs rows: a client may start a few a minute, not a flood.
const INIT_RATE_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    errorResponseBuilder: limitRefusal('Too many chats started from your network.'),
  },
};

/** Spec 001 §7 "Chat": the borrower's calls (decision 200). */
export function chatRoutes(
  app: FastifyInstance,
  { endpoints, config }: FeatureOptions,
  service: ChatService,
): void {
  for (const target of [initWebChat, initStreamWebChat]) {
    endpoints(
      app,
      target,
      ({ body, request, reply }) =>
        chatCall(reply, () => {
          const { mode: requested, ...form } = body;
          const selected = selectChatMode(requested, config.nodeEnv === 'production');
          if (selected.fallbackFrom) {
            request.log.warn(
              { mode: selected.fallbackFrom },
              'chat mode not built: our own chat service answers (decision 221)',
            );
          }
          return service.init(selected.mode ? { ...form, mode: selected.mode } : form, {
            orgCode: request.organisation.orgCode,
            lenderName: request.organisation.orgMetaData.companyInfo.companyName,
            ...(selected.fallbackFrom ? { fallbackFrom: selected.fallbackFrom } : {}),
          });
        }),
      { config: INIT_RATE_LIMIT },
    );
  }
  endpoints(app, refreshChatToken, ({ body, reply }) =>
    chatCall(reply, () => service.refreshToken(body.token)),
  );
  endpoints(app, webChatInfo, ({ body, request, reply }) =>
    chatCall(reply, async () => {
      const caller = await customerOf(service, request);
      await service.history(caller, body.omniProxyChannelId);
      return { contactId: body.omniProxyChannelId };
    }),
  );
  endpoints(app, authenticateWebChat, async ({ request }) => {
    const session = sessionOf(request);
    return { nonce: await service.issueNonce(session.identityId, session.orgCode) };
  });
  endpoints(app, refreshWebChatNonce, ({ query, request, reply }) =>
    chatCall(reply, async () => {
      const session = sessionOf(request);
      return { nonce: await service.refreshNonce(query.nonce, session.identityId, session.orgCode) };
    }),
  );
  for (const target of [chatHistory, conversationMessages]) {
    endpoints(app, target, ({ params, request, reply }) =>
      chatCall(reply, async () => service.history(await customerOf(service, request), params.conversationId)),
    );
  }
  endpoints(app, sendChatMessage, ({ params, body, request, reply }) =>
    chatCall(reply, async () => ({
      message: await service.send(await customerOf(service, request), params.conversationId, body),
    })),
  );
  endpoints(app, chatWithAutobot, ({ body, request, reply }) =>
    chatCall(reply, async () => {
      const caller = await customerOf(service, request);
      await service.send(caller, body.conversationId, {
        clientMessageId: body.clientMessageId ?? randomUUID(),
        body: body.message,
      });
      return { conversationId: body.conversationId };
    }),
  );
  endpoints(app, chatbotFeedback, ({ body, request, reply }) =>
    chatCall(reply, async () => {
      await service.feedback(await customerOf(service, request), body);
      return { ok: true as const };
    }),
  );
  endpoints(app, askForAgent, ({ params, request, reply }) =>
    chatCall(reply, async () => ({
      conversation: await service.askForAgent(await customerOf(service, request), params.conversationId),
    })),
  );
  endpoints(app, endChat, ({ params, request, reply }) =>
    chatCall(reply, async () => ({
      conversation: await service.end(await customerOf(service, request), params.conversationId),
    })),
  );
  endpoints(app, chatSurvey, ({ params, body, request, reply }) =>
    chatCall(reply, async () => {
      await service.survey(await customerOf(service, request), params.conversationId, body);
      reply.code(201);
      return { ok: true as const };
    }),
  );
}
