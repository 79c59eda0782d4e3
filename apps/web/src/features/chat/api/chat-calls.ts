import { identityV1 } from '@lintel/domain/api/endpoints/identity';
import {
  askForAgent,
  authenticateWebChat,
  chatbotFeedback,
  chatHistory,
  chatSurvey,
  endChat,
  initWebChat,
  refreshWebChatNonce,
  sendChatMessage,
  uploadChatAttachment,
  chatAttachmentFile,
} from '@lintel/domain/api/endpoints/service-chat';
import type { InitWebChatBody, SendMessageBody } from '@lintel/domain/chat/chat-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** The widget's calls through the one API client (decision 161); chat calls carry the chat token (decision 200). */
const withToken = (token: string) => ({ headers: { 'x-chat-token': token } });

export const startChat = (body: InitWebChatBody) => apiClient.call(initWebChat, { body });

export const loadHistory = (conversationId: string, token: string) =>
  apiClient.call(chatHistory, { params: { conversationId }, ...withToken(token) });

export const postMessage = (conversationId: string, token: string, body: SendMessageBody) =>
  apiClient.call(sendChatMessage, { params: { conversationId }, body, ...withToken(token) });

export const requestAgent = (conversationId: string, token: string) =>
  apiClient.call(askForAgent, { params: { conversationId }, body: {}, ...withToken(token) });

export const finishChat = (conversationId: string, token: string) =>
  apiClient.call(endChat, { params: { conversationId }, body: {}, ...withToken(token) });

export const sendSurvey = (
  conversationId: string,
  token: string,
  body: { rating: number; resolved: 'YES' | 'NO'; comment?: string },
) => apiClient.call(chatSurvey, { params: { conversationId }, body, ...withToken(token) });

export const sendFeedback = (
  token: string,
  body: { questionId: string; conversationId: string; rating: 'UP' | 'DOWN'; feedbackMessage?: string },
) => apiClient.call(chatbotFeedback, { body: { ...body, senderType: 'customer' }, ...withToken(token) });

export const uploadAttachment = (conversationId: string, token: string, file: File, contentType: string) =>
  apiClient.upload(uploadChatAttachment, {
    params: { conversationId },
    query: { name: file.name },
    file,
    contentType,
    headers: { 'x-chat-token': token },
  });

/** Spec §7 webchat/authenticate: a nonce for the signed-in borrower. */
export const authenticateChat = () => apiClient.call(authenticateWebChat, { body: {} });
export const refreshNonce = (nonce: string) => apiClient.call(refreshWebChatNonce, { query: { nonce } });

/** The pre-chat form's prefill (spec §2: prefilled when signed in). */
export const signedInIdentity = () => apiClient.call(identityV1, {});

/** An attachment of the borrower's chat, as its bytes (decision 220). */
export const downloadAttachment = (conversationId: string, token: string, attachmentId: string) =>
  apiClient.call(chatAttachmentFile, {
    params: { conversationId, attachmentId },
    ...withToken(token),
  }) as Promise<unknown> as Promise<Blob>;
