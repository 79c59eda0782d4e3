import type { ChatbotFeedback } from '@lintel/domain/validation/chatbot-feedback';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { sendFeedback, sendSurvey } from '../api/chat-calls.ts';
import { CHAT_CONNECTION_LOST, CHAT_INIT_FAILED, CHAT_TITLE } from '../chat-copy.ts';
import { useChat, type ChatStartOptions } from '../hooks/use-chat.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatEnded } from './chat-ended.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { ChatPreFormView } from './chat-pre-form.tsx';
import { ChatbotFeedbackDialog } from './chatbot-feedback-dialog.tsx';
import { WaitingDots } from './waiting-dots.tsx';
import './chat.css';

export interface ChatWidgetProps extends ChatStartOptions {
  /** Hides the widget; the chat itself goes on (and comes back with the next open or page). */
  onClose: () => void;
}

/**
 * The borrower's chat widget (spec 001 §2, decision 203), loaded only when the chat is opened: the pre-chat form, the
 * messages, Send and attachments, the agent's typing, waiting dots, the connection warning, and the ended panel.
 */
export function ChatWidget({ onClose, ...options }: ChatWidgetProps) {
  const chat = useChat(options);
  const title = useRef<HTMLHeadingElement>(null);
  const [rated, setRated] = useState<string[]>([]);
  const [downFor, setDownFor] = useState<string>();
  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const { session, conversation, messages, local } = chat;
  const latestBot = [...messages].reverse().find((m) => m.senderType === 'chatbot' && m.questionId);
  const feedbackGiven = [...(conversation?.feedbackGiven ?? []), ...rated];
  const state = conversation?.state;
  const last = messages.at(-1);
  const awaitingBot = state === 'bot' && (local.length > 0 || last?.senderType === 'customer');

  const rate = async (questionId: string, rating: 'UP' | 'DOWN', feedback?: ChatbotFeedback) => {
    if (!session) return;
    try {
      await sendFeedback(session.token, {
        questionId,
        conversationId: session.conversationId,
        rating,
        ...(feedback
          ? { feedbackMessage: [feedback.reason, feedback.additionalInformation].filter(Boolean).join(': ') }
          : {}),
      });
      setRated((list) => [...list, questionId]);
    } catch (problem) {
      chat.setError(
        problem instanceof ApiError && problem.status === 409 ? problem.message : CHAT_INIT_FAILED,
      );
    }
  };

  return (
    <section className="chat-widget" aria-labelledby="chat-widget-title" data-testid="chat-widget">
      <header className="chat-widget__header">
        <h2 id="chat-widget-title" className="chat-widget__title" tabIndex={-1} ref={title}>
          {CHAT_TITLE}
        </h2>
        {chat.phase === 'chat' ? (
          <button
            type="button"
            className="chat-link-button chat-widget__header-button"
            onClick={() => void chat.endChat()}
          >
            End chat
          </button>
        ) : null}
        <button type="button" className="chat-link-button chat-widget__header-button" onClick={onClose}>
          Close<span className="visually-hidden"> chat</span>
        </button>
      </header>
      {chat.connectionLost && chat.phase === 'chat' ? (
        <p className="chat-warning" role="alert">
          {CHAT_CONNECTION_LOST}
        </p>
      ) : null}
      <div className="chat-widget__body">
        {chat.phase === 'form' || chat.phase === 'starting' ? (
          <>
            <p className="chat-widget__intro">Ask us anything about your home equity line of credit.</p>
            {chat.error ? (
              <p className="error-message" role="alert">
                {chat.error}
              </p>
            ) : null}
            <ChatPreFormView onStart={(form) => void chat.start(form)} busy={chat.phase === 'starting'} />
          </>
        ) : (
          <>
            <ChatMessageList
              messages={messages}
              local={local}
              feedbackFor={chat.phase === 'chat' ? latestBot?.questionId : undefined}
              feedbackGiven={feedbackGiven}
              onRate={(questionId, rating) =>
                rating === 'UP' ? void rate(questionId, 'UP') : setDownFor(questionId)
              }
              onAskForAgent={state === 'bot' ? () => void chat.askForAgent() : undefined}
              onRetry={chat.retry}
              download={chat.download}
            />
            {chat.phase === 'chat' && state === 'waiting' ? (
              <WaitingDots label="Waiting for an agent" />
            ) : null}
            {chat.phase === 'chat' && awaitingBot ? <WaitingDots label="The assistant is answering" /> : null}
            {chat.phase === 'chat' && chat.agentTyping ? (
              <p className="chat-typing">{conversation?.agentName ?? 'The agent'} is typing…</p>
            ) : null}
            {chat.phase === 'ended' ? (
              <ChatEnded
                canSurvey={Boolean(session)}
                onStartNew={chat.startNew}
                onSurvey={async (answer) => {
                  if (session) await sendSurvey(session.conversationId, session.token, answer);
                }}
              />
            ) : null}
          </>
        )}
      </div>
      {chat.phase === 'chat' ? (
        <>
          {chat.error ? (
            <p className="error-message chat-widget__error" role="alert">
              {chat.error}
            </p>
          ) : null}
          <ChatComposer onSend={chat.send} onTyping={chat.typing} />
        </>
      ) : null}
      <ChatbotFeedbackDialog
        open={downFor !== undefined}
        onClose={() => setDownFor(undefined)}
        onSubmit={(feedback) => {
          const questionId = downFor;
          setDownFor(undefined);
          if (questionId) void rate(questionId, 'DOWN', feedback);
        }}
      />
    </section>
  );
}
