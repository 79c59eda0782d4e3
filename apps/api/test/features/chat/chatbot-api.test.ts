import type { ChatHistoryAnswer } from '@lintel/domain/chat/chat-contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, loginJwt } from '../identity/identity-test-kit.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatApps, stopChatApps, type ChatApps } from './chat-apps.ts';
import { chatHeaders, CLOSED_NIGHT, history, initChat, OPEN_MONDAY, sendMessage } from './chat-kit.ts';

// The chatbot of spec 001 §4 (decision 201), out of chat hours and in.
let now = OPEN_MONDAY;
const clock = { now: () => now };
let apps: ChatApps;
let a: FastifyInstance;

beforeAll(async () => {
  apps = await startChatApps(clock);
  ({ a } = apps);
});
afterAll(() => stopChatApps(apps));

const historyOf = async (app: FastifyInstance, id: string, token: string) =>
  (await history(app, id, token)).json() as ChatHistoryAnswer;

describe('the chatbot, out of chat hours', () => {
  it('starts a chatbot chat and answers a help question from the lender’s articles, citing it', async () => {
    now = CLOSED_NIGHT;
    const chat = await initChat(a);
    expect(chat.chatMode).toBe('chatbot');
    expect(new Date(chat.expiration).getTime() - now.getTime()).toBe(10 * 60 * 1000);
    const sent = await sendMessage(a, chat.conversationSid, chat.token, 'How much can I borrow?');
    expect(sent.statusCode).toBe(200);
    const { messages, conversation } = await historyOf(a, chat.conversationSid, chat.token);
    expect(conversation.state).toBe('bot');
    const answer = messages.at(-1);
    expect(answer?.senderType).toBe('chatbot');
    expect(answer?.body).toContain('$15,000 to $400,000');
    expect(answer?.article?.slug).toBe('how-much-can-i-borrow');
  });

  it.each([
    ['What is the APR?', '7.60% to 17.20%'],
    ['what fees are there', '4.99%'],
    ['how much does the notary cost', '$300'],
    ['how long until I get funded', 'five business days'],
  ])('answers %j with %j', async (question, figure) => {
    const chat = await initChat(a);
    await sendMessage(a, chat.conversationSid, chat.token, question);
    const { messages } = await historyOf(a, chat.conversationSid, chat.token);
    expect(messages.at(-1)?.body).toContain(figure);
  });

  it('says plainly when it does not know, and offers an agent', async () => {
    const chat = await initChat(a);
    await sendMessage(a, chat.conversationSid, chat.token, 'Can you recommend a good pizza place?');
    const answer = (await historyOf(a, chat.conversationSid, chat.token)).messages.at(-1);
    expect(answer?.body).toMatch(/don’t know/);
    expect(answer?.offersAgent).toBe(true);
  });

  it('answers the signed-in borrower’s own status from the application’s standing', async () => {
    const jwt = await loginJwt(a, 'demo@lintel.test');
    const nonce = await a.inject({
      method: 'POST',
      url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
      headers: { 'x-org': 'lintel', ...bearer(jwt) },
      payload: {},
    });
    expect(nonce.statusCode).toBe(200);
    const chat = await initChat(a, { nonce: nonce.json().nonce });
    await sendMessage(a, chat.conversationSid, chat.token, 'Where is my application?');
    const answer = (await historyOf(a, chat.conversationSid, chat.token)).messages.at(-1);
    expect(answer?.body).toMatch(/^Your application \(loan number \w+\):/);
    expect(answer?.body).toContain('What to expect:');
  });

  it('asks an anonymous borrower to sign in for their status', async () => {
    const chat = await initChat(a);
    await sendMessage(a, chat.conversationSid, chat.token, 'what is my application status');
    const answer = (await historyOf(a, chat.conversationSid, chat.token)).messages.at(-1);
    expect(answer?.body).toMatch(/sign in/i);
  });

  it('takes feedback once, on the latest answer only, and keeps it', async () => {
    const chat = await initChat(a);
    await sendMessage(a, chat.conversationSid, chat.token, 'What rates do you offer?');
    const first = (await historyOf(a, chat.conversationSid, chat.token)).messages.at(-1);
    await sendMessage(a, chat.conversationSid, chat.token, 'Is my data safe?');
    const latest = (await historyOf(a, chat.conversationSid, chat.token)).messages.at(-1);
    const give = (questionId: string | undefined) =>
      a.inject({
        method: 'POST',
        url: '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
        headers: chatHeaders(chat.token),
        payload: {
          questionId,
          conversationId: chat.conversationSid,
          rating: 'DOWN',
          feedbackMessage: 'Answer too vague',
        },
      });
    expect((await give(first?.questionId)).statusCode).toBe(409);
    expect((await give(latest?.questionId)).statusCode).toBe(200);
    expect((await give(latest?.questionId)).statusCode).toBe(409);
    const after = await historyOf(a, chat.conversationSid, chat.token);
    expect(after.conversation.feedbackGiven).toEqual([latest?.questionId]);
  });

  it('ends a chatbot session after 10 minutes: the history says ended and a message is refused', async () => {
    const chat = await initChat(a);
    now = new Date(CLOSED_NIGHT.getTime() + 10 * 60 * 1000);
    expect((await historyOf(a, chat.conversationSid, chat.token)).conversation.state).toBe('ended');
    expect((await sendMessage(a, chat.conversationSid, chat.token, 'hello?')).statusCode).toBe(409);
    now = CLOSED_NIGHT;
  });
});
