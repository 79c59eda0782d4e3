import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES_A_MINUTE } from '../../../src/features/chat/own-chat-limits.ts';
import { FILES_A_DAY } from '../../../src/features/workflow/after-offer/uploads/upload-allowance.ts';
import { freshIp } from '../identity/identity-test-kit.ts';
import { startChatApps, stopChatApps, type ChatApps } from './chat-apps.ts';
import { chatHeaders, frames, initChat, OPEN_MONDAY, sendMessage } from './chat-kit.ts';

// Issue 28, decision 248: a customer's messages a minute per conversation and an anonymous chat's attachments,
// counted in PostgreSQL, so two processes on one database allow what one would.
let now = OPEN_MONDAY;
const clock = { now: () => now };
let apps: ChatApps;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  apps = await startChatApps(clock);
  ({ a, b } = apps);
});
afterAll(() => stopChatApps(apps));

const MAX = CUSTOMER_MESSAGES_A_MINUTE.max;

/** `count` messages on the conversation, every other one through the second process. */
async function sendMany(chat: { conversationSid: string; token: string }, count: number, prefix: string) {
  for (let i = 0; i < count; i += 1) {
    const sent = await sendMessage(
      i % 2 ? b : a,
      chat.conversationSid,
      chat.token,
      `line ${i}`,
      `${prefix}-message-${i}`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
  }
}

describe('messages a minute per conversation', () => {
  it(`takes ${MAX} a minute across two processes, refuses the next with 429 and Retry-After; another chat is not held`, async () => {
    now = OPEN_MONDAY;
    const chat = await initChat(a);
    const other = await initChat(b);
    await sendMany(chat, MAX, 'flood');

    const refused = await sendMessage(a, chat.conversationSid, chat.token, 'one more', 'flood-extra-1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [{ message: CUSTOMER_MESSAGES_A_MINUTE.message }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(
      (await sendMessage(b, chat.conversationSid, chat.token, 'and again', 'flood-extra-2')).statusCode,
    ).toBe(429);

    // A resend of a message already kept is answered with it, not refused.
    const resent = await sendMessage(b, chat.conversationSid, chat.token, 'line 3', 'flood-message-3');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message.clientMessageId).toBe('flood-message-3');

    expect((await sendMessage(a, other.conversationSid, other.token, 'hello')).statusCode).toBe(200);

    now = new Date(OPEN_MONDAY.getTime() + 61_000);
    expect((await sendMessage(a, chat.conversationSid, chat.token, 'a minute later')).statusCode).toBe(200);
  });

  it("refuses a socket's send past the limit with the protocol's error frame, tied to its message", async () => {
    now = new Date(OPEN_MONDAY.getTime() + 10 * 60_000);
    const chat = await initChat(a);
    await sendMany(chat, MAX, 'socket');
    const ws = await b.injectWS(`/service-omni-proxy/insecure/api/v1/stream/socket?token=${chat.token}`, {
      headers: { 'x-org': 'lintel' },
    });
    const seen = frames(ws);
    ws.send(
      JSON.stringify({
        type: 'send',
        conversationId: chat.conversationSid,
        clientMessageId: 'socket-extra',
        body: 'hi',
      }),
    );
    const error = await seen.next((f) => f.type === 'error');
    expect(error).toEqual({
      type: 'error',
      message: CUSTOMER_MESSAGES_A_MINUTE.message,
      clientMessageId: 'socket-extra',
    });
    ws.terminate();
  });
});

describe("an anonymous chat's attachments", () => {
  const upload = (app: FastifyInstance, chat: { conversationSid: string; token: string }, ip = freshIp()) =>
    app.inject({
      method: 'PUT',
      url: `/service-omni-proxy/insecure/api/v1/stream/conversations/${chat.conversationSid}/attachments?name=notes.txt`,
      headers: { ...chatHeaders(chat.token), 'content-type': 'text/plain' },
      remoteAddress: ip,
      payload: Buffer.from('my notes\n'),
    });

  it(`keeps ${FILES_A_DAY.max} files a day per chat, whichever process and address they come through`, async () => {
    now = new Date(OPEN_MONDAY.getTime() + 20 * 60_000);
    const chat = await initChat(a);
    for (let i = 0; i < FILES_A_DAY.max; i += 1) {
      const kept = await upload(i % 2 ? b : a, chat);
      expect(kept.statusCode, kept.body).toBe(201);
    }
    const refused = await upload(a, chat);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [{ message: FILES_A_DAY.message }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('takes 20 files an hour from one address, and refuses the next with Retry-After', async () => {
    now = new Date(OPEN_MONDAY.getTime() + 30 * 60_000);
    const ip = freshIp();
    const chat = await initChat(a);
    for (let i = 0; i < 20; i += 1) expect((await upload(i % 2 ? b : a, chat, ip)).statusCode).toBe(201);
    const refused = await upload(b, chat, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].message).toMatch(
      /^Too many files sent from your network\. Please try again in /,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
