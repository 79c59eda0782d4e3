import * as z from 'zod/mini';
import {
  attachmentFileSchema,
  attachmentParamsSchema,
  attachmentQuerySchema,
  CHAT_ATTACHMENT_CONTENT_TYPES,
  CHAT_ATTACHMENT_MAX_BYTES,
  chatAttachmentSchema,
  conversationParamsSchema,
  conversationStateAnswerSchema,
  sendMessageAnswerSchema,
  sendMessageBodySchema,
} from '../../chat/chat-contracts.ts';
import {
  queueAnswerSchema,
  seatAnswerSchema,
  seatConversationAnswerSchema,
  transferBodySchema,
} from '../../chat/chat-seat-contracts.ts';
import { endpoint } from '../endpoint.ts';

/** The agent's seat (decision 202): signed-in AGENT identities of the request's lender only (403 otherwise). */
const SEAT_BASE = '/service-chat-agent/api/v1';
const seat = { service: 'service-chat-agent', caller: 'signed-in' } as const;

export const chatSeat = endpoint({
  ...seat,
  method: 'GET',
  path: `${SEAT_BASE}/seat`,
  summary: 'The agent, the lender’s other agents, canned answers and the seat’s socket token',
  response: seatAnswerSchema,
});

export const chatQueue = endpoint({
  ...seat,
  method: 'GET',
  path: `${SEAT_BASE}/queue`,
  summary: 'Waiting chats (longest wait first) and the agent’s own',
  response: queueAnswerSchema,
});

export const seatConversation = endpoint({
  ...seat,
  method: 'GET',
  path: `${SEAT_BASE}/conversations/:conversationId`,
  summary: 'A chat of the agent’s: its context and last 20 messages',
  params: conversationParamsSchema,
  response: seatConversationAnswerSchema,
  errors: [400, 404],
});

export const takeConversation = endpoint({
  ...seat,
  method: 'POST',
  path: `${SEAT_BASE}/conversations/:conversationId/take`,
  summary: 'Takes a waiting chat',
  params: conversationParamsSchema,
  body: z.strictObject({}),
  response: seatConversationAnswerSchema,
  errors: [400, 404, 409],
});

export const seatSend = endpoint({
  ...seat,
  method: 'POST',
  path: `${SEAT_BASE}/conversations/:conversationId/messages`,
  summary: 'The agent replies',
  params: conversationParamsSchema,
  body: sendMessageBodySchema,
  response: sendMessageAnswerSchema,
  errors: [400, 404, 409],
});

export const transferConversation = endpoint({
  ...seat,
  method: 'POST',
  path: `${SEAT_BASE}/conversations/:conversationId/transfer`,
  summary: 'Hands the chat to another agent of the lender',
  params: conversationParamsSchema,
  body: transferBodySchema,
  response: conversationStateAnswerSchema,
  errors: [400, 404, 409],
});

export const seatEnd = endpoint({
  ...seat,
  method: 'POST',
  path: `${SEAT_BASE}/conversations/:conversationId/end`,
  summary: 'Ends the chat',
  params: conversationParamsSchema,
  body: z.strictObject({}),
  response: conversationStateAnswerSchema,
  errors: [400, 404, 409],
});

/** The agent attaches a file: the same types, size and byte checks as the borrower's (decision 220). */
export const seatUploadAttachment = endpoint({
  ...seat,
  method: 'PUT',
  path: `${SEAT_BASE}/conversations/:conversationId/attachments`,
  summary:
    'Uploads an attachment to the agent’s chat: the raw file as the body (jpg, png, amr, mp3, mp4, pdf, txt; 10 MB)',
  params: conversationParamsSchema,
  query: attachmentQuerySchema,
  upload: { contentTypes: CHAT_ATTACHMENT_CONTENT_TYPES, maxBytes: CHAT_ATTACHMENT_MAX_BYTES },
  response: chatAttachmentSchema,
  status: 201,
  errors: [400, 404, 409, 413, 415],
});

/** An attachment of a chat the agent may see (theirs, or waiting at their lender); anyone else 404 (decision 220). */
export const seatAttachmentFile = endpoint({
  ...seat,
  method: 'GET',
  path: `${SEAT_BASE}/conversations/:conversationId/attachments/:attachmentId`,
  summary: 'Downloads an attachment of the agent’s chat (its bytes, as an attachment)',
  params: attachmentParamsSchema,
  response: attachmentFileSchema,
  errors: [400, 404],
});
