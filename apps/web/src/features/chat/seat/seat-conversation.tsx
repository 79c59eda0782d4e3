import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';
import type { SeatAnswer, SeatConversationAnswer } from '@lintel/domain/chat/chat-seat-contracts';
import { TYPING_PREVIEW_MS } from '@lintel/domain/constants/timings';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { AttachmentDownload } from '../components/attachment-download.tsx';
import { CHAT_ATTACHMENT_ACCEPT, checkChosenFile } from '../chat-attachment-types.ts';
import { attach, downloadSeatAttachment, endConversation, reply, transfer } from './seat-calls.ts';

interface Props {
  seat: SeatAnswer;
  data: SeatConversationAnswer;
  customerTyping: string | undefined;
  onTyping: () => void;
  onChanged: () => void;
}

const newId = () => crypto.randomUUID();

function who(message: ChatMessageView): string {
  if (message.senderType === 'customer') return message.senderName;
  if (message.senderType === 'agent') return `${message.senderName} (agent)`;
  if (message.senderType === 'chatbot') return 'Assistant';
  return '';
}

/** One chat at the seat: the borrower's context, the messages, the reply box, canned answers, transfer and end. */
export function SeatConversation({ seat, data, customerTyping, onTyping, onChanged }: Props) {
  const { conversation, context, messages } = data;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [toAgent, setToAgent] = useState('');
  const [file, setFile] = useState<{ file: File; contentType: string }>();
  const chooser = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const active = conversation.state === 'active';
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      onChanged();
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : 'Something unexpected happened');
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return setFile(undefined);
    const checked = checkChosenFile(chosen);
    if (!checked.ok) {
      event.target.value = '';
      setFile(undefined);
      return setError(checked.error);
    }
    setError(undefined);
    setFile(checked.file);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !file) {
      setError('Please enter a message or attach a file');
      return;
    }
    const body = text.trim();
    void run(async () => {
      const attachmentId = file ? (await attach(conversation.conversationId, file)).id : undefined;
      await reply(conversation.conversationId, newId(), body, attachmentId);
      setText('');
      setFile(undefined);
      if (chooser.current) chooser.current.value = '';
    });
  };
  const download = (attachmentId: string) =>
    downloadSeatAttachment(conversation.conversationId, attachmentId);
  const others = seat.agents.filter((agent) => agent.id !== seat.agent.id);
  return (
    <section className="seat-conversation stack" aria-labelledby="seat-conversation-title">
      <h2 id="seat-conversation-title" className="heading-m">
        Chat with {context.customerName}
      </h2>
      <dl className="seat-context" data-testid="seat-context">
        <dt>Email</dt>
        <dd>{context.customerEmail}</dd>
        <dt>Signed in</dt>
        <dd>{context.signedIn ? 'Yes' : 'No'}</dd>
        <dt>Loan number</dt>
        <dd>{context.loanNumber ?? '—'}</dd>
        <dt>Product</dt>
        <dd>{context.product ?? '—'}</dd>
        <dt>Page</dt>
        <dd>{context.pageUrl ?? '—'}</dd>
        <dt>Current step</dt>
        <dd>{context.currentStep ?? '—'}</dd>
      </dl>
      <div role="log" aria-label="Messages" aria-live="polite" className="seat-messages">
        <ol className="chat-messages">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`chat-message chat-message--${message.senderType === 'agent' ? 'customer' : message.senderType === 'customer' ? 'agent' : message.senderType}`}
            >
              {who(message) ? <span className="chat-message__who">{who(message)}</span> : null}
              <p className="chat-message__body">{message.body}</p>
              {message.attachment ? (
                <AttachmentDownload attachment={message.attachment} download={download} />
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {customerTyping !== undefined ? (
        <p className="chat-typing">
          {context.customerName} is typing{customerTyping ? `: ${customerTyping}` : '…'}
        </p>
      ) : null}
      {error ? (
        <p className="error-message" role="alert">
          {error}
        </p>
      ) : null}
      {active ? (
        <>
          <form className="stack" noValidate onSubmit={send}>
            <div className="form-group">
              <label className="label" htmlFor="seat-canned">
                Canned answer
              </label>
              <select
                id="seat-canned"
                className="input"
                value=""
                onChange={(event) => {
                  const canned = seat.cannedAnswers.find((c) => c.id === event.target.value);
                  if (canned) setText(canned.body);
                }}
              >
                <option value="">Choose a canned answer</option>
                {seat.cannedAnswers.map((canned) => (
                  <option key={canned.id} value={canned.id}>
                    {canned.title}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-group">
              <label className="label" htmlFor="seat-reply">
                Reply
              </label>
              <textarea
                id="seat-reply"
                className="input"
                rows={3}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  const now = Date.now();
                  if (now - lastTyping.current >= TYPING_PREVIEW_MS) {
                    lastTyping.current = now;
                    onTyping();
                  }
                }}
              />
            </div>
            <div className="form-group">
              <label className="label" htmlFor="seat-attachment">
                Attach a file (optional)
              </label>
              <p id="seat-attachment-hint" className="hint">
                jpg, png, amr, mp3, mp4, pdf or txt, up to 10 MB
              </p>
              <input
                ref={chooser}
                id="seat-attachment"
                type="file"
                className="seat-file"
                accept={CHAT_ATTACHMENT_ACCEPT}
                aria-describedby="seat-attachment-hint"
                onChange={choose}
              />
            </div>
            <button type="submit" className="button">
              Send reply
            </button>
          </form>
          <div className="seat-actions">
            {others.length ? (
              <div className="form-group seat-transfer">
                <label className="label" htmlFor="seat-transfer">
                  Transfer to
                </label>
                <select
                  id="seat-transfer"
                  className="input"
                  value={toAgent}
                  onChange={(e) => setToAgent(e.target.value)}
                >
                  <option value="">Choose an agent</option>
                  {others.map((agent) => (
                    <option key={agent.id} value={agent.id}>
                      {agent.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={!toAgent}
                  onClick={() => void run(() => transfer(conversation.conversationId, toAgent))}
                >
                  Transfer
                </button>
              </div>
            ) : null}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void run(() => endConversation(conversation.conversationId))}
            >
              End chat
            </button>
          </div>
        </>
      ) : (
        <p>This chat has {conversation.state === 'ended' ? 'ended' : 'not been taken yet'}.</p>
      )}
    </section>
  );
}
