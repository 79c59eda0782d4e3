import { CHAT_OPEN_STORAGE_KEY, CHAT_STORAGE_PREFIX } from '@lintel/domain/constants/chat';

/**
 * The chat kept across reloads and pages (spec §4): the conversation, its token and when it ends, under a
 * `lintel_chat…` key so the dev "Reset chat" clears it (decision 133). Tiny on purpose: the shell reads it at load
 * to know whether to bring the widget back, without loading the widget.
 */
export const CHAT_SESSION_KEY = `${CHAT_STORAGE_PREFIX}_session`;

export interface StoredChatSession {
  conversationId: string;
  token: string;
  /** ISO 8601: 6 hours (agent) or 10 minutes (chatbot) after the start. */
  expiration: string;
  chatMode: 'agent' | 'chatbot';
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function readChatSession(now = Date.now()): StoredChatSession | undefined {
  return safely(() => {
    const value = JSON.parse(localStorage.getItem(CHAT_SESSION_KEY) ?? 'null') as StoredChatSession | null;
    if (!value || typeof value.token !== 'string' || typeof value.conversationId !== 'string')
      return undefined;
    return value;
  }, undefined);
  void now;
}

export function writeChatSession(session: StoredChatSession): void {
  safely(() => localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify(session)), undefined);
}

/** Spec §4: a chat that is no longer active clears the stored session data. */
export function clearChatSession(): void {
  safely(() => localStorage.removeItem(CHAT_SESSION_KEY), undefined);
}

/** Whether the chat was open when the page was left, so a reload or the next page brings it back. */
export function chatWasOpen(): boolean {
  return safely(() => sessionStorage.getItem(CHAT_OPEN_STORAGE_KEY) === '1', false);
}

export function rememberChatOpen(open: boolean): void {
  safely(
    () =>
      open
        ? sessionStorage.setItem(CHAT_OPEN_STORAGE_KEY, '1')
        : sessionStorage.removeItem(CHAT_OPEN_STORAGE_KEY),
    undefined,
  );
}
