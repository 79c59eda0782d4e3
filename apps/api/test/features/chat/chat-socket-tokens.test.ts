import type { ServerFrame } from '@lintel/domain/chat/chat-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatApps, stopChatApps, type ChatApps } from './chat-apps.ts';
import { chatHeaders, frames, initChat, OPEN_MONDAY, sendMessage } from './chat-kit.ts';

// The socket, the chat tokens and nonces, the pre-chat form and the survey (spec 001 §7, §8).
let now = OPEN_MONDAY;
const clock = { now: () => now };
let apps: ChatApps;
let a: FastifyInstance;

beforeAll(async () => {
  apps = await startChatApps(clock);
  ({ a } = apps);
});
afterAll(() => stopChatApps(apps));

describe('the socket and the tokens', () => {
  it('refuses a socket without a valid token, and a borrower’s chat without a live nonce', async () => {
    now = OPEN_MONDAY;
    await expect(
      a.injectWS('/service-omni-proxy/insecure/api/v1/stream/socket?token=nope', {
        headers: { 'x-org': 'lintel' },
      }),
    ).rejects.toThrow();
    const jwt = await loginJwt(a, 'demo@lintel.test');
    const nonce = (
      await a.inject({
        method: 'POST',
        url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
        headers: { 'x-org': 'lintel', ...bearer(jwt) },
        payload: {},
      })
    ).json().nonce as string;
    const chat = await initChat(a, { nonce });
    await expect(
      a.injectWS(`/service-omni-proxy/insecure/api/v1/stream/socket?token=${chat.token}`, {
        headers: { 'x-org': 'lintel' },
      }),
    ).rejects.toThrow();
    const refreshed = await a.inject({
      method: 'PUT',
      url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${nonce}`,
      headers: { 'x-org': 'lintel', ...bearer(jwt) },
    });
    expect(refreshed.statusCode).toBe(200);
    const ws = await a.injectWS(
      `/service-omni-proxy/insecure/api/v1/stream/socket?token=${chat.token}&nonce=${refreshed.json().nonce}`,
      { headers: { 'x-org': 'lintel' } },
    );
    const seen = frames(ws);
    ws.send(JSON.stringify({ type: 'ping' }));
    expect((await seen.next((f: ServerFrame) => f.type === 'pong')).type).toBe('pong');
    ws.terminate();
    // A forged nonce starts nothing.
    const forged = await a.inject({
      method: 'POST',
      url: '/service-csp/external/api/v1/twilio/initWebChat',
      headers: { 'x-org': 'lintel' },
      payload: { friendlyName: 'X', emailAddress: 'x@example.com', nonce: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('validates the pre-chat form with the spec’s messages', async () => {
    const response = await a.inject({
      method: 'POST',
      url: '/service-csp/external/api/v1/twilio/initWebChat',
      headers: { 'x-org': 'lintel' },
      payload: { friendlyName: ' ', emailAddress: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('Please enter a valid email address');
  });

  it('refuses a blank message and a message to a chat of another lender', async () => {
    const chat = await initChat(a);
    expect((await sendMessage(a, chat.conversationSid, chat.token, '   ')).statusCode).toBe(400);
    const response = await a.inject({
      method: 'GET',
      url: `/service-chat-chatbot/external/api/v1/message/getChatHistory/${chat.conversationSid}`,
      headers: chatHeaders(chat.token, 'harbor-mortgage'),
    });
    // 403, not 401: the web client ends the borrower's session on any 401.
    expect(response.statusCode).toBe(403);
  });
});

describe('the survey', () => {
  it('opens when the chat has ended, once', async () => {
    const chat = await initChat(a);
    const survey = () =>
      a.inject({
        method: 'POST',
        url: `/service-omni-proxy/insecure/api/v1/stream/conversations/${chat.conversationSid}/survey`,
        headers: chatHeaders(chat.token),
        payload: { rating: 5, resolved: 'YES', comment: 'Quick and clear' },
      });
    expect((await survey()).statusCode).toBe(409);
    const end = await a.inject({
      method: 'POST',
      url: `/service-omni-proxy/insecure/api/v1/stream/conversations/${chat.conversationSid}/end`,
      headers: chatHeaders(chat.token),
      payload: {},
    });
    expect(end.json().conversation.state).toBe('ended');
    expect((await survey()).statusCode).toBe(201);
    expect((await survey()).statusCode).toBe(409);
    expect((await sendMessage(a, chat.conversationSid, chat.token, 'one more thing')).statusCode).toBe(409);
  });
});

describe('the dev chat modes', () => {
  it('starts a twilio-mode chat on our own service and audits the fallback (decision 221)', async () => {
    const chat = await initChat(a, { mode: 'twilio' });
    expect(chat.chatMode).toBe('agent');
    const [started] = await apps.handle.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'chat.started'),
          sql`${auditEvents.after}->>'conversationId' = ${chat.conversationSid}`,
        ),
      );
    expect(started?.after).toMatchObject({ requestedMode: 'twilio', servedBy: 'own' });
  });
});
