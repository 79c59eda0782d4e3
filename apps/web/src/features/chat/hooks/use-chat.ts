import type { ChatMessageView, ConversationView, ServerFrame } from '@lintel/domain/chat/chat-contracts';
import type { ChatPreForm } from '@lintel/domain/validation/chat-forms';
import type { ChatMode } from '@lintel/domain/constants/chat';
import { TYPING_PREVIEW_MS } from '@lintel/domain/constants/timings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasToken } from '../../../lib/session-token.ts';
import {
  authenticateChat,
  downloadAttachment,
  finishChat,
  loadHistory,
  requestAgent,
  startChat,
  uploadAttachment,
} from '../api/chat-calls.ts';
import { ChatConnection, type ConnectionStatus } from '../chat-connection.ts';
import {
  clearChatSession,
  readChatSession,
  writeChatSession,
  type StoredChatSession,
} from '../chat-session-storage.ts';
import { CHAT_INIT_FAILED, CHAT_SEND_FAILED } from '../chat-copy.ts';
import { mergeMessages, newClientId, type LocalMessage } from './chat-message-list.ts';
import { useChatNonce } from './use-chat-nonce.ts';

export type { LocalMessage } from './chat-message-list.ts';

export type ChatPhase = 'form' | 'starting' | 'chat' | 'ended';

export interface ChatStartOptions {
  orgCode: string;
  orgName: string;
  /**
   * Dev only (decision 133): `chatbot` asks for the chatbot; the hosted providers' modes are not built and fall back
   * to our own chat service (decision 221), which the server notes.
   */
  mode?: ChatMode | undefined;
  agentId?: string | undefined;
  applicationUuid?: string | undefined;
}

/** An agent's typing indicator stays this long after their last keystroke frame. */
const TYPING_SHOWN_MS = 3_000;

/**
 * The borrower's chat (spec §2/§4): the pre-chat form, then messages over the socket, until the session ends (6 hours
 * agent, 10 minutes chatbot) or someone ends it. The session is kept across reloads (chat-session-storage.ts).
 */
export function useChat(options: ChatStartOptions) {
  const [phase, setPhase] = useState<ChatPhase>(() => (readChatSession() ? 'chat' : 'form'));
  const [session, setSession] = useState<StoredChatSession | undefined>(() => readChatSession());
  const [conversation, setConversation] = useState<ConversationView>();
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [local, setLocal] = useState<LocalMessage[]>([]);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [agentTyping, setAgentTyping] = useState(false);
  const [error, setError] = useState<string>();
  const connection = useRef<ChatConnection>(undefined);
  const nonce = useChatNonce();
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  const end = useCallback(() => {
    setPhase('ended');
    clearChatSession();
    connection.current?.stop();
  }, []);

  const refresh = useCallback(
    async (current: StoredChatSession) => {
      const history = await loadHistory(current.conversationId, current.token);
      setConversation(history.conversation);
      setMessages((list) => mergeMessages(list, history.messages));
      if (history.conversation.state === 'ended') end();
    },
    [end],
  );

  // The conversation: its history, its socket and its end.
  useEffect(() => {
    if (!session || phase !== 'chat') return;
    const remaining = new Date(session.expiration).getTime() - Date.now();
    if (remaining <= 0) {
      end();
      return;
    }
    const expiry = setTimeout(end, remaining);
    const onFrame = (frame: ServerFrame) => {
      if (frame.type === 'message') {
        setMessages((list) => mergeMessages(list, [frame.message]));
        if (frame.message.senderType === 'agent') setAgentTyping(false);
      } else if (frame.type === 'typing' && frame.senderType === 'agent') {
        setAgentTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      } else if (frame.type === 'conversation') {
        setConversation(frame.conversation);
        if (frame.conversation.state === 'ended') end();
      }
    };
    const live = new ChatConnection({
      conversationId: session.conversationId,
      token: session.token,
      orgCode: options.orgCode,
      nonce: () => nonce.current,
      onFrame,
      onStatus: (next) => {
        setStatus(next);
        if (next === 'connected') setError(undefined);
      },
      onReconnected: () => {
        void refresh(session).catch(() => undefined);
      },
      onAck: (clientMessageId, message) => {
        setLocal((list) => list.filter((m) => m.clientMessageId !== clientMessageId));
        setMessages((list) => mergeMessages(list, [message]));
      },
      onSendError: (clientMessageId, reason) => {
        setLocal((list) =>
          list.map((m) => (m.clientMessageId === clientMessageId ? { ...m, failed: true } : m)),
        );
        // The server's words when it gives any (too many messages a minute: wait, then resend).
        setError(reason || CHAT_SEND_FAILED);
      },
    });
    connection.current = live;
    // The socket first, then the history: whatever arrives between the two is merged by id, so nothing is missed.
    live.start();
    void refresh(session).catch(() => setError(CHAT_INIT_FAILED));
    return () => {
      clearTimeout(expiry);
      live.stop();
    };
  }, [session, phase, options.orgCode, refresh, end, nonce]);

  const start = useCallback(
    async (form: ChatPreForm) => {
      setPhase('starting');
      setError(undefined);
      try {
        if (hasToken() && !nonce.current) nonce.current = (await authenticateChat()).nonce;
        const answer = await startChat({
          ...form,
          orgCode: options.orgCode,
          orgName: options.orgName,
          pageUrl: window.location.pathname,
          ...(nonce.current ? { nonce: nonce.current } : {}),
          ...(options.applicationUuid ? { applicationUuid: options.applicationUuid } : {}),
          ...(options.mode ? { mode: options.mode } : {}),
          ...(options.mode === 'chatbot' ? { chatMode: 'chatbot' as const } : {}),
          ...(options.agentId ? { skill: options.agentId } : {}),
        });
        const stored: StoredChatSession = {
          conversationId: answer.conversationSid,
          token: answer.token,
          expiration: answer.expiration,
          chatMode: answer.chatMode,
        };
        writeChatSession(stored);
        setMessages([]);
        setLocal([]);
        setSession(stored);
        setPhase('chat');
      } catch {
        setPhase('form');
        setError(CHAT_INIT_FAILED);
      }
    },
    [options, nonce],
  );

  const send = useCallback(
    async (body: string, file?: { file: File; contentType: string }) => {
      if (!session || !connection.current) return;
      const clientMessageId = newClientId();
      setError(undefined);
      setLocal((list) => [...list, { clientMessageId, body, attachmentName: file?.file.name }]);
      let attachmentId: string | undefined;
      if (file) {
        try {
          attachmentId = (
            await uploadAttachment(session.conversationId, session.token, file.file, file.contentType)
          ).id;
        } catch (problem) {
          setLocal((list) => list.filter((m) => m.clientMessageId !== clientMessageId));
          throw problem;
        }
      }
      connection.current.send({ clientMessageId, body, ...(attachmentId ? { attachmentId } : {}) });
    },
    [session],
  );

  /** Spec §9: the typing preview goes at most once a second. */
  const typing = useCallback((text: string) => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_PREVIEW_MS) return;
    lastTypingSent.current = now;
    connection.current?.typing(text.slice(0, 200));
  }, []);

  const askForAgent = useCallback(async () => {
    if (!session) return;
    try {
      setConversation((await requestAgent(session.conversationId, session.token)).conversation);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : CHAT_INIT_FAILED);
    }
  }, [session]);

  const endChat = useCallback(async () => {
    if (!session) return;
    await finishChat(session.conversationId, session.token).catch(() => undefined);
    end();
  }, [session, end]);

  const startNew = useCallback(() => {
    clearChatSession();
    connection.current?.stop();
    setSession(undefined);
    setConversation(undefined);
    setMessages([]);
    setLocal([]);
    setPhase('form');
  }, []);

  const retry = useCallback(
    (clientMessageId: string) => {
      const message = local.find((m) => m.clientMessageId === clientMessageId);
      if (!message || !connection.current) return;
      setLocal((list) =>
        list.map((m) => (m.clientMessageId === clientMessageId ? { ...m, failed: false } : m)),
      );
      connection.current.send({ clientMessageId, body: message.body });
    },
    [local],
  );

  const download = useCallback(
    (attachmentId: string) =>
      session
        ? downloadAttachment(session.conversationId, session.token, attachmentId)
        : Promise.reject(new Error('No chat')),
    [session],
  );

  return {
    phase,
    session,
    conversation,
    messages,
    local,
    status,
    /** Spec §8: 'Connection lost. Attempting to reconnect.' while reconnecting after a drop. */
    connectionLost: status === 'reconnecting',
    agentTyping,
    error,
    setError,
    start,
    send,
    typing,
    askForAgent,
    endChat,
    startNew,
    retry,
    download,
  };
}
export type ChatState = ReturnType<typeof useChat>;
