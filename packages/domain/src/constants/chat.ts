/** Web chat and chatbot (spec 001 §4/§5/§9). */

export const AGENT_CHAT_EXPIRY_MS = 6 * 60 * 60 * 1_000;
export const CHATBOT_CHAT_EXPIRY_MS = 10 * 60 * 1_000;
/** Websocket keepalive and lifetime. */
export const WEBSOCKET_LIFETIME_MS = 12 * 60 * 60 * 1_000;
/** The last this-many messages are loaded. */
export const CHAT_HISTORY_MESSAGES = 20;
/** File types a chat attachment may have. */
export const CHAT_ATTACHMENT_EXTENSIONS = ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;
export const CHAT_MODES = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
/** The only query parameter kept across redirects; its presence opens the chat at load. */
export const POP_WEBCHAT_PARAM = 'pop-webchat';
/**
 * Everything the chat keeps in the browser (local or session storage) goes under keys with this prefix, so the
 * dev "reset chat" option can clear it without knowing the chat's keys (decision 133).
 */
export const CHAT_STORAGE_PREFIX = 'lintel_chat';
/** sessionStorage: '1' while the chat is open, so a reload or the tab's next page brings it back (spec §4). */
export const CHAT_OPEN_STORAGE_KEY = `${CHAT_STORAGE_PREFIX}_open`;

/**
 * What each dev mode (decision 133) runs on in this product (decision 221). Only our own chat service and its chatbot
 * are built; the hosted providers' modes are named by the spec but have no implementation here, so they fall back to
 * our own service, and the dev toolbar says so instead of presenting them as working.
 */
export const CHAT_MODE_SUPPORT: Readonly<Record<ChatMode, { built: boolean; note: string }>> = {
  twilio: { built: false, note: 'Twilio is not built: the chat falls back to Lintel’s own chat service.' },
  nice: { built: false, note: 'NICE is not built: the chat falls back to Lintel’s own chat service.' },
  stream: { built: false, note: 'Stream is not built: the chat falls back to Lintel’s own chat service.' },
  talkjs: { built: false, note: 'TalkJS is not built: the chat falls back to Lintel’s own chat service.' },
  chatbot: { built: true, note: 'The chatbot from the start, on Lintel’s own chat service.' },
};
