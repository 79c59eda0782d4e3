import { CHAT_SOCKET_PATH } from '@lintel/domain/api/endpoints/service-chat';
import { clientFrameSchema, type ServerFrame } from '@lintel/domain/chat/chat-contracts';
import { WEBSOCKET_LIFETIME_MS } from '@lintel/domain/constants/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { TooManyRequests } from '../../../platform/rate-limit/too-many-requests.ts';
import { ChatError, type ChatCaller, type ChatService } from '../chat-service.ts';

/** Spec §9 pings every 10 s; three missed pings and the socket is dropped (the client reconnects). */
export const SOCKET_IDLE_MS = 30_000;
const socketQuerySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(4000)),
  nonce: z.optional(z.string().check(z.maxLength(200))),
});
const callers = new WeakMap<FastifyRequest, ChatCaller>();

/**
 * The realtime socket (spec §7; decision 200): authenticated before the upgrade (the chat token, and a live nonce
 * for a chat tied to a signed-in borrower), then frames both ways. `send` frames are idempotent by clientMessageId,
 * so a client resending what it never saw acknowledged after a reconnect never doubles a message.
 */
export function socketRoute(
  app: FastifyInstance,
  service: ChatService,
  lifetimeMs = WEBSOCKET_LIFETIME_MS,
): void {
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const query = socketQuerySchema.safeParse(request.query);
        if (!query.success) return reply.code(401).send({ errors: [{ message: 'Token state is invalid.' }] });
        try {
          const caller = await service.authenticate(query.data.token, request.organisation.orgCode);
          await service.checkSocketNonce(caller, query.data.nonce);
          callers.set(request, caller);
        } catch (error) {
          if (!(error instanceof ChatError)) throw error;
          return reply.code(error.status).send({ errors: [{ message: error.message }] });
        }
        return undefined;
      },
    },
    (socket, request) => {
      const caller = callers.get(request);
      if (!caller) return socket.close(1008);
      const send = (frame: ServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      let idle = setTimeout(() => socket.terminate(), SOCKET_IDLE_MS);
      const lifetime = setTimeout(() => socket.close(1000, 'lifetime'), lifetimeMs);
      const stop = service.listen(caller, send);
      // Attached before any await (the plugin's advice), so no frame is missed.
      socket.on('message', (data) => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.terminate(), SOCKET_IDLE_MS);
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return send({ type: 'error', message: 'Not a frame' });
        }
        const frame = clientFrameSchema.safeParse(parsed);
        if (!frame.success) return send({ type: 'error', message: 'Not a frame' });
        void handle(frame.data).catch((error: unknown) => {
          // A refusal (a ChatError, or a limit's TooManyRequests) is the protocol's error frame, tied to the message.
          if (error instanceof ChatError || error instanceof TooManyRequests) {
            const clientMessageId = frame.data.type === 'send' ? frame.data.clientMessageId : undefined;
            send({ type: 'error', message: error.message, ...(clientMessageId ? { clientMessageId } : {}) });
          } else {
            request.log.error({ message: (error as Error).message }, 'chat socket frame failed');
            send({ type: 'error', message: 'Something went wrong. Please try resending the message.' });
          }
        });
      });
      socket.on('close', () => {
        clearTimeout(idle);
        clearTimeout(lifetime);
        stop();
      });
      send({ type: 'ready' });

      async function handle(frame: z.infer<typeof clientFrameSchema>) {
        if (frame.type === 'ping') return send({ type: 'pong' });
        if (frame.type === 'typing')
          return service.typing(caller as ChatCaller, frame.conversationId, frame.preview);
        if (frame.type === 'subscribe') return undefined;
        const message = await service.send(caller as ChatCaller, frame.conversationId, {
          clientMessageId: frame.clientMessageId,
          body: frame.body,
          attachmentId: frame.attachmentId,
        });
        return send({ type: 'ack', clientMessageId: frame.clientMessageId, message });
      }
    },
  );
}
