import {
  chatQueue,
  chatSeat,
  seatConversation,
  seatEnd,
  seatSend,
  takeConversation,
  transferConversation,
} from '@lintel/domain/api/endpoints/chat-seat';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../../platform/http/feature-options.ts';
import { sessionOf } from '../../identity/require-session.ts';
import type { ChatService } from '../chat-service.ts';
import { chatCall } from './chat-reply.ts';

/** The agent's seat (decision 202): the signed-in identity must be an AGENT of the request's lender. */
export function seatRoutes(app: FastifyInstance, { endpoints }: FeatureOptions, service: ChatService): void {
  const agentOf = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { role: 'agent' as const, agentId: session.identityId, orgCode: session.orgCode };
  };
  const conversationAnswer = async (agent: ReturnType<typeof agentOf>, conversationId: string) => {
    const [history, context] = await Promise.all([
      service.history(agent, conversationId),
      service.context(agent.agentId, agent.orgCode, conversationId),
    ]);
    return { conversation: history.conversation, messages: history.messages, context };
  };

  endpoints(app, chatSeat, ({ request, reply }) =>
    chatCall(reply, () => {
      const agent = agentOf(request);
      return service.seat(agent.agentId, agent.orgCode);
    }),
  );
  endpoints(app, chatQueue, ({ request, reply }) =>
    chatCall(reply, () => {
      const agent = agentOf(request);
      return service.queue(agent.agentId, agent.orgCode);
    }),
  );
  endpoints(app, seatConversation, ({ params, request, reply }) =>
    chatCall(reply, () => conversationAnswer(agentOf(request), params.conversationId)),
  );
  endpoints(app, takeConversation, ({ params, request, reply }) =>
    chatCall(reply, async () => {
      const agent = agentOf(request);
      await service.take(agent.agentId, agent.orgCode, params.conversationId);
      return conversationAnswer(agent, params.conversationId);
    }),
  );
  endpoints(app, seatSend, ({ params, body, request, reply }) =>
    chatCall(reply, async () => ({
      message: await service.send(agentOf(request), params.conversationId, body),
    })),
  );
  endpoints(app, transferConversation, ({ params, body, request, reply }) =>
    chatCall(reply, async () => {
      const agent = agentOf(request);
      return {
        conversation: await service.transfer(
          agent.agentId,
          agent.orgCode,
          params.conversationId,
          body.agentId,
        ),
      };
    }),
  );
  endpoints(app, seatEnd, ({ params, request, reply }) =>
    chatCall(reply, async () => ({
      conversation: await service.end(agentOf(request), params.conversationId),
    })),
  );
}
