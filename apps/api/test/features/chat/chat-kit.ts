import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { ServerFrame } from '@lintel/domain/chat/chat-contracts';

export const OPEN_MONDAY = new Date('2026-11-23T18:00:00Z'); // Monday 10:00 in California: chat open
export const CLOSED_NIGHT = new Date('2026-11-24T07:30:00Z'); // Monday 23:30 in California: closed

export function chatHeaders(token: string, org = 'lintel') {
  return { 'x-org': org, 'x-chat-token': token };
}

export async function initChat(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  org = 'lintel',
): Promise<{ token: string; conversationSid: string; chatMode: string; expiration: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/service-csp/external/api/v1/twilio/initWebChat',
    headers: { 'x-org': org },
    payload: { friendlyName: 'Pat Borrower', emailAddress: 'pat@example.com', ...body },
  });
  if (response.statusCode !== 200) throw new Error(`init ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function history(app: FastifyInstance, conversationId: string, token: string, org = 'lintel') {
  return app.inject({
    method: 'GET',
    url: `/service-chat-chatbot/external/api/v1/message/getChatHistory/${conversationId}`,
    headers: chatHeaders(token, org),
  });
}

export function sendMessage(
  app: FastifyInstance,
  conversationId: string,
  token: string,
  body: string,
  clientMessageId = `c-${Math.random().toString(36).slice(2, 12)}`,
) {
  return app.inject({
    method: 'POST',
    url: `/service-omni-proxy/insecure/api/v1/stream/conversations/${conversationId}/messages`,
    headers: chatHeaders(token),
    payload: { clientMessageId, body },
  });
}

/** Frames a socket receives, with a wait for the first that matches. */
export function frames(ws: WebSocket) {
  const seen: ServerFrame[] = [];
  const waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    seen.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  return {
    seen,
    next(match: (f: ServerFrame) => boolean, timeoutMs = 3000): Promise<ServerFrame> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such frame')), timeoutMs);
        waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      });
    },
  };
}
