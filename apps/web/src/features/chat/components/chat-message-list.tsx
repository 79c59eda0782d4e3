import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';
import { useEffect, useRef } from 'react';
import type { LocalMessage } from '../hooks/use-chat.ts';
import { AttachmentDownload } from './attachment-download.tsx';

interface Props {
  messages: ChatMessageView[];
  local: LocalMessage[];
  /** The chatbot's latest answer may be rated once (spec §4). */
  feedbackFor?: string | undefined;
  feedbackGiven: readonly string[];
  onRate: (questionId: string, rating: 'UP' | 'DOWN') => void;
  onAskForAgent?: (() => void) | undefined;
  onRetry: (clientMessageId: string) => void;
  /** Fetches an attachment of this chat (decision 220). */
  download: (attachmentId: string) => Promise<Blob>;
}

const WHO: Record<ChatMessageView['senderType'], string> = {
  customer: 'You',
  agent: 'Agent',
  chatbot: 'Assistant',
  system: '',
};

/**
 * The messages, oldest first, as a log: a screen reader announces each new one (role="log" is a polite live
 * region). The list scrolls to the newest.
 */
export function ChatMessageList({
  messages,
  local,
  feedbackFor,
  feedbackGiven,
  onRate,
  onAskForAgent,
  onRetry,
  download,
}: Props) {
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, local.length]);
  return (
    <div role="log" aria-label="Messages" aria-live="polite">
      <ol className="chat-messages">
        {messages.map((message) => {
          const mine = message.senderType === 'customer';
          const who = message.senderType === 'agent' ? message.senderName : WHO[message.senderType];
          return (
            <li
              key={message.id}
              className={`chat-message chat-message--${message.senderType}`}
              data-testid="chat-message"
            >
              {who ? <span className="chat-message__who">{mine ? 'You' : who}</span> : null}
              {message.body ? <p className="chat-message__body">{message.body}</p> : null}
              {message.attachment ? (
                <AttachmentDownload attachment={message.attachment} download={download} />
              ) : null}
              {message.article ? (
                <p className="chat-message__source">Source: {message.article.title}</p>
              ) : null}
              {message.offersAgent && onAskForAgent ? (
                <button
                  type="button"
                  className="button button--secondary chat-message__action"
                  onClick={onAskForAgent}
                >
                  Talk to an agent
                </button>
              ) : null}
              {message.questionId && message.questionId === feedbackFor ? (
                feedbackGiven.includes(message.questionId) ? (
                  <p className="chat-message__source">Thanks for your feedback.</p>
                ) : (
                  <div className="chat-feedback" role="group" aria-label="Was this answer helpful?">
                    <span className="chat-message__source">Was this helpful?</span>
                    <button
                      type="button"
                      className="chat-feedback__button"
                      onClick={() => onRate(message.questionId as string, 'UP')}
                    >
                      <span aria-hidden="true">👍</span>
                      <span className="visually-hidden">Yes, helpful</span>
                    </button>
                    <button
                      type="button"
                      className="chat-feedback__button"
                      onClick={() => onRate(message.questionId as string, 'DOWN')}
                    >
                      <span aria-hidden="true">👎</span>
                      <span className="visually-hidden">No, not helpful</span>
                    </button>
                  </div>
                )
              ) : null}
            </li>
          );
        })}
        {local.map((message) => (
          <li
            key={message.clientMessageId}
            className="chat-message chat-message--customer chat-message--pending"
          >
            <span className="chat-message__who">You</span>
            {message.body ? <p className="chat-message__body">{message.body}</p> : null}
            {message.attachmentName ? <p className="chat-message__file">{message.attachmentName}</p> : null}
            {message.failed ? (
              <button
                type="button"
                className="button button--secondary chat-message__action"
                onClick={() => onRetry(message.clientMessageId)}
              >
                Resend
              </button>
            ) : (
              <span className="chat-message__source">Sending…</span>
            )}
          </li>
        ))}
        <li ref={end} aria-hidden="true" className="chat-messages__end" />
      </ol>
    </div>
  );
}
