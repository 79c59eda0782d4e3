import type { ChatHistoryAnswer } from '@lintel/domain/chat/chat-contracts';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEvents } from '../../../src/features/audit/audit-tables.ts';
import { applicationLookup } from '../../../src/features/chat/application-lookup.ts';
import { identities } from '../../../src/features/identity/identity-tables.ts';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatApps, stopChatApps, type ChatApps } from './chat-apps.ts';
import { frames, history, initChat, OPEN_MONDAY, sendMessage } from './chat-kit.ts';

// A borrower on one process and an agent on another: the seat, the queue, handovers (decision 202).
let now = OPEN_MONDAY;
const clock = { now: () => now };
let apps: ChatApps;
let a: FastifyInstance;
let b: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  apps = await startChatApps(clock);
  ({ a, b, handle } = apps);
});
afterAll(() => stopChatApps(apps));

const historyOf = async (app: FastifyInstance, id: string, token: string) =>
  (await history(app, id, token)).json() as ChatHistoryAnswer;

describe('a borrower and an agent on two processes', () => {
  it('queues the chat, the agent on B takes it, and messages cross both ways through the sockets', async () => {
    now = OPEN_MONDAY;
    const chat = await initChat(a, { pageUrl: '/dashboard' });
    expect(chat.chatMode).toBe('agent');
    const agentJwt = await loginJwt(b, 'agent@lintel.test');
    const seatHeaders = { 'x-org': 'lintel', ...bearer(agentJwt) };
    const seat = await b.inject({
      method: 'GET',
      url: '/service-chat-agent/api/v1/seat',
      headers: seatHeaders,
    });
    expect(seat.statusCode).toBe(200);
    const queue = await b.inject({
      method: 'GET',
      url: '/service-chat-agent/api/v1/queue',
      headers: seatHeaders,
    });
    expect(queue.json().waiting.map((w: { conversationId: string }) => w.conversationId)).toContain(
      chat.conversationSid,
    );

    const agentSocket = await b.injectWS(
      `/service-omni-proxy/insecure/api/v1/stream/socket?token=${seat.json().token}`,
      {
        headers: { 'x-org': 'lintel' },
      },
    );
    const agentFrames = frames(agentSocket);
    const take = await b.inject({
      method: 'POST',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}/take`,
      headers: seatHeaders,
      payload: {},
    });
    expect(take.statusCode).toBe(200);
    expect(take.json().context).toMatchObject({
      customerName: 'Pat Borrower',
      pageUrl: '/dashboard',
      signedIn: false,
    });

    const customerSocket = await a.injectWS(
      `/service-omni-proxy/insecure/api/v1/stream/socket?token=${chat.token}`,
      {
        headers: { 'x-org': 'lintel' },
      },
    );
    const customerFrames = frames(customerSocket);
    customerSocket.send(
      JSON.stringify({
        type: 'send',
        conversationId: chat.conversationSid,
        clientMessageId: 'cust-0001',
        body: 'Hello from A',
      }),
    );
    await customerFrames.next((f) => f.type === 'ack');
    const received = await agentFrames.next((f) => f.type === 'message' && f.message.body === 'Hello from A');
    expect(received.type).toBe('message');

    // The same client message id again (a resend after a reconnect): one message, acknowledged again.
    customerSocket.send(
      JSON.stringify({
        type: 'send',
        conversationId: chat.conversationSid,
        clientMessageId: 'cust-0001',
        body: 'Hello from A',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(customerFrames.seen.filter((f) => f.type === 'ack')).toHaveLength(2);

    customerSocket.send(
      JSON.stringify({ type: 'typing', conversationId: chat.conversationSid, preview: 'Also…' }),
    );
    await agentFrames.next((f) => f.type === 'typing' && f.preview === 'Also…');

    const reply = await b.inject({
      method: 'POST',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}/messages`,
      headers: seatHeaders,
      payload: { clientMessageId: 'agent-0001', body: 'Hi Pat, how can I help?' },
    });
    expect(reply.statusCode).toBe(200);
    await customerFrames.next((f) => f.type === 'message' && f.message.body === 'Hi Pat, how can I help?');

    const { messages } = await historyOf(a, chat.conversationSid, chat.token);
    expect(messages.filter((m) => m.body === 'Hello from A')).toHaveLength(1);
    expect(messages.map((m) => m.senderType)).toEqual(['system', 'system', 'customer', 'agent']);

    // Transfer to the lender's other agent, then end: each a handover in the audit log.
    const agent2 = seat.json().agents.find((x: { name: string }) => x.name.startsWith('Casey'));
    const transfer = await b.inject({
      method: 'POST',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}/transfer`,
      headers: seatHeaders,
      payload: { agentId: agent2.id },
    });
    expect(transfer.statusCode).toBe(200);
    expect(transfer.json().conversation.agentName).toBe('Casey');
    const agent2Jwt = await loginJwt(a, 'agent2@lintel.test');
    const end = await a.inject({
      method: 'POST',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}/end`,
      headers: { 'x-org': 'lintel', ...bearer(agent2Jwt) },
      payload: {},
    });
    expect(end.json().conversation.state).toBe('ended');
    await customerFrames.next((f) => f.type === 'conversation' && f.conversation.state === 'ended');
    const audited = await handle.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(like(auditEvents.action, 'chat.%'));
    const actions = audited.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'chat.message',
        'chat.handover.taken',
        'chat.handover.transferred',
        'chat.ended',
      ]),
    );
    customerSocket.terminate();
    agentSocket.terminate();
  });

  it('keeps lenders apart: another lender’s agent sees nothing and cannot take; a borrower has no seat', async () => {
    now = OPEN_MONDAY;
    const chat = await initChat(a);
    const harbor = await loginJwt(a, 'agent@harbor.test', 'harbor-mortgage');
    const queue = await a.inject({
      method: 'GET',
      url: '/service-chat-agent/api/v1/queue',
      headers: { 'x-org': 'harbor-mortgage', ...bearer(harbor) },
    });
    expect(queue.json().waiting).toEqual([]);
    const take = await a.inject({
      method: 'POST',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}/take`,
      headers: { 'x-org': 'harbor-mortgage', ...bearer(harbor) },
      payload: {},
    });
    expect(take.statusCode).toBe(404);
    const borrower = await loginJwt(a, 'demo@lintel.test');
    const seat = await a.inject({
      method: 'GET',
      url: '/service-chat-agent/api/v1/seat',
      headers: { 'x-org': 'lintel', ...bearer(borrower) },
    });
    expect(seat.statusCode).toBe(403);
    // A borrower's chat token is not a seat: no agent calls with it, and no history of another chat.
    const other = await initChat(a);
    expect((await history(a, chat.conversationSid, other.token)).statusCode).toBe(404);
  });

  it('hands a chatbot chat to an agent when asked during chat hours', async () => {
    now = OPEN_MONDAY;
    const chat = await initChat(a, { chatMode: 'chatbot' });
    expect(chat.chatMode).toBe('chatbot');
    await sendMessage(a, chat.conversationSid, chat.token, 'I want to talk to a person');
    const after = await historyOf(a, chat.conversationSid, chat.token);
    expect(after.conversation.state).toBe('waiting');
  });

  it('shows the agent a signed-in borrower’s application: loan number, product, page and current step', async () => {
    now = OPEN_MONDAY;
    const jwt = await loginJwt(a, 'demo@lintel.test');
    const nonce = await a.inject({
      method: 'POST',
      url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
      headers: { 'x-org': 'lintel', ...bearer(jwt) },
      payload: {},
    });
    const chat = await initChat(a, { nonce: nonce.json().nonce, pageUrl: '/application/home' });
    const agent = { 'x-org': 'lintel', ...bearer(await loginJwt(b, 'agent@lintel.test')) };
    const take = await b.inject({
      method: 'POST',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}/take`,
      headers: agent,
      payload: {},
    });
    expect(take.statusCode).toBe(200);
    // The demo borrower's application as it stands now, whatever step the seeds left it at.
    const [identity] = await handle.db
      .select({ id: identities.id })
      .from(identities)
      .where(and(eq(identities.email, 'demo@lintel.test'), eq(identities.orgCode, 'lintel')));
    const application = await applicationLookup(handle.db)(identity?.id ?? '', null);
    expect(application?.standing).toBeDefined();
    expect(take.json().context).toEqual({
      customerName: 'Pat Borrower',
      customerEmail: 'pat@example.com',
      signedIn: true,
      loanNumber: application?.loanNumber,
      product: 'HELOC',
      pageUrl: '/application/home',
      currentStep: `${application?.standing?.step}: ${application?.standing?.headline}`,
      waitingOn: application?.standing?.waitingOn,
    });
    expect(take.json().context.loanNumber).toMatch(/^HL\d{12}$/);
    // The seat's page shows the same (GET, as after a reload).
    const again = await b.inject({
      method: 'GET',
      url: `/service-chat-agent/api/v1/conversations/${chat.conversationSid}`,
      headers: agent,
    });
    expect(again.json().context).toEqual(take.json().context);
  });
});
