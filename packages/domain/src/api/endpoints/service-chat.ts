import * as z from 'zod/mini';
import {
  attachmentFileSchema,
  attachmentParamsSchema,
  attachmentQuerySchema,
  CHAT_ATTACHMENT_CONTENT_TYPES,
  CHAT_ATTACHMENT_MAX_BYTES,
  chatAttachmentSchema,
  chatbotFeedbackBodySchema,
  chatHistoryAnswerSchema,
  chatWithAutobotAnswerSchema,
  chatWithAutobotBodySchema,
  conversationParamsSchema,
  conversationStateAnswerSchema,
  initWebChatAnswerSchema,
  initWebChatBodySchema,
  nonceAnswerSchema,
  nonceQuerySchema,
  okAnswerSchema,
  refreshTokenAnswerSchema,
  refreshTokenBodySchema,
  sendMessageAnswerSchema,
  sendMessageBodySchema,
  surveyBodySchema,
  webChatInfoAnswerSchema,
  webChatInfoBodySchema,
} from '../../chat/chat-contracts.ts';
import { endpoint } from '../endpoint.ts';

/**
 * Spec 001 §7 "Chat", served by our own chat service (decision 200). The borrower's chat calls carry the chat token
 * of initWebChat in `x-chat-token` (the Authorization header is the session's).
 */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
export const STREAM_BASE = '/service-omni-proxy/insecure/api/v1/stream';
/** The realtime socket (spec §7), `?token=<chat token>[&nonce=<nonce>]`. */
export const CHAT_SOCKET_PATH = `${STREAM_BASE}/socket`;

const chatTokenHeaders = z.object({ 'x-chat-token': z.string().check(z.minLength(1), z.maxLength(4000)) });

const initDefinition = {
  method: 'POST',
  service: 'service-csp',
  summary: 'Starts a web chat (agent or chatbot) and answers its token',
  caller: 'anyone',
  body: initWebChatBodySchema,
  response: initWebChatAnswerSchema,
  errors: [400, 403, 429],
} as const;

export const initWebChat = endpoint({
  ...initDefinition,
  path: '/service-csp/external/api/v1/twilio/initWebChat',
});
export const initStreamWebChat = endpoint({
  ...initDefinition,
  service: 'service-omni-proxy',
  path: `${STREAM_BASE}/init-web-chat`,
});

export const refreshChatToken = endpoint({
  method: 'POST',
  path: '/service-csp/external/api/v1/twilio/refreshToken',
  service: 'service-csp',
  summary: 'A fresh chat token for a conversation that has not ended',
  caller: 'anyone',
  body: refreshTokenBodySchema,
  response: refreshTokenAnswerSchema,
  errors: [400, 403],
});

export const webChatInfo = endpoint({
  method: 'POST',
  path: '/service-csp/external/api/v1/twilio/web-chat-info',
  service: 'service-csp',
  summary: 'The contact id of a chat channel',
  caller: 'anyone',
  headers: chatTokenHeaders,
  body: webChatInfoBodySchema,
  response: webChatInfoAnswerSchema,
  errors: [400, 403, 404],
});

export const authenticateWebChat = endpoint({
  method: 'POST',
  path: '/service-csp/customer/secure/api/v1/webchat/authenticate',
  service: 'service-csp',
  summary: 'A nonce that ties the chat to the signed-in borrower (refreshed every 60 s)',
  caller: 'signed-in',
  body: z.strictObject({}),
  response: nonceAnswerSchema,
});

export const refreshWebChatNonce = endpoint({
  method: 'PUT',
  path: '/service-csp/customer/secure/api/v1/webchat/refresh',
  service: 'service-csp',
  summary: 'Exchanges a live nonce for a new one',
  caller: 'signed-in',
  query: nonceQuerySchema,
  response: nonceAnswerSchema,
  errors: [400],
});

export const chatHistory = endpoint({
  method: 'GET',
  path: '/service-chat-chatbot/external/api/v1/message/getChatHistory/:conversationId',
  service: 'service-chat-chatbot',
  summary: 'The conversation and its last 20 messages',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  response: chatHistoryAnswerSchema,
  errors: [400, 403, 404],
});

export const chatWithAutobot = endpoint({
  method: 'POST',
  path: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
  service: 'service-chat-chatbot',
  summary: 'Asks the chatbot; its answer arrives on the socket and in the history',
  caller: 'anyone',
  headers: chatTokenHeaders,
  body: chatWithAutobotBodySchema,
  response: chatWithAutobotAnswerSchema,
  errors: [400, 403, 404, 409, 429],
});

export const chatbotFeedback = endpoint({
  method: 'POST',
  path: '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
  service: 'service-chat-chatbot',
  summary: 'Feedback on the chatbot’s latest answer, once',
  caller: 'anyone',
  headers: chatTokenHeaders,
  body: chatbotFeedbackBodySchema,
  response: okAnswerSchema,
  errors: [400, 403, 404, 409],
});

export const conversationMessages = endpoint({
  method: 'GET',
  path: `${STREAM_BASE}/conversations/:conversationId/messages`,
  service: 'service-omni-proxy',
  summary: 'The last 20 messages of a conversation',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  response: chatHistoryAnswerSchema,
  errors: [400, 403, 404],
});

export const sendChatMessage = endpoint({
  method: 'POST',
  path: `${STREAM_BASE}/conversations/:conversationId/messages`,
  service: 'service-omni-proxy',
  summary: 'Sends a message; the same clientMessageId twice is one message',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  body: sendMessageBodySchema,
  response: sendMessageAnswerSchema,
  errors: [400, 403, 404, 409, 429],
});

export const askForAgent = endpoint({
  method: 'POST',
  path: `${STREAM_BASE}/conversations/:conversationId/agent`,
  service: 'service-omni-proxy',
  summary: 'Hands a chatbot conversation to the agents’ queue (during chat hours)',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  body: z.strictObject({}),
  response: conversationStateAnswerSchema,
  errors: [400, 403, 404, 409],
});

export const endChat = endpoint({
  method: 'POST',
  path: `${STREAM_BASE}/conversations/:conversationId/end`,
  service: 'service-omni-proxy',
  summary: 'The borrower ends the chat',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  body: z.strictObject({}),
  response: conversationStateAnswerSchema,
  errors: [400, 403, 404],
});

export const chatSurvey = endpoint({
  method: 'POST',
  path: `${STREAM_BASE}/conversations/:conversationId/survey`,
  service: 'service-omni-proxy',
  summary: 'The survey after a chat has ended, once',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  body: surveyBodySchema,
  response: okAnswerSchema,
  status: 201,
  errors: [400, 403, 404, 409],
});

/** An attachment (spec §5's types), checked from its bytes; then sent as a message with its id. */
export const uploadChatAttachment = endpoint({
  method: 'PUT',
  path: `${STREAM_BASE}/conversations/:conversationId/attachments`,
  service: 'service-omni-proxy',
  summary: 'Uploads an attachment: the raw file as the body (jpg, png, amr, mp3, mp4, pdf, txt; 10 MB)',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: conversationParamsSchema,
  query: attachmentQuerySchema,
  upload: { contentTypes: CHAT_ATTACHMENT_CONTENT_TYPES, maxBytes: CHAT_ATTACHMENT_MAX_BYTES },
  response: chatAttachmentSchema,
  status: 201,
  errors: [400, 403, 404, 409, 413, 415, 429],
});

/**
 * An attachment of the borrower's own chat, to download (decision 220). Anyone else, or a wrong token, gets 404: the
 * call does not say whether the file exists.
 */
export const chatAttachmentFile = endpoint({
  method: 'GET',
  path: `${STREAM_BASE}/conversations/:conversationId/attachments/:attachmentId`,
  service: 'service-omni-proxy',
  summary: 'Downloads an attachment of the caller’s chat (its bytes, as an attachment)',
  caller: 'anyone',
  headers: chatTokenHeaders,
  params: attachmentParamsSchema,
  response: attachmentFileSchema,
  errors: [400, 404],
});
