import { useEffect, useRef } from 'react';
import type { DevMailboxMessage } from '@lintel/domain/identity/email-links';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useDevMailbox, useDevMailboxMessage } from './dev-mailbox-api.ts';
import { safeEmailFragment } from './safe-email-html.ts';
import './dev-mailbox.css';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text body with its addresses as links. */
function LinkedText({ text }: { text: string }) {
  return (
    <pre className="dev-mailbox__text">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function SafeHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.replaceChildren(safeEmailFragment(html));
  }, [html]);
  return <div ref={ref} className="dev-mailbox__html" />;
}

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

function MessageView({ message }: { message: DevMailboxMessage }) {
  return (
    <article className="dev-mailbox__message stack" aria-labelledby="dev-mailbox-subject">
      <h2 id="dev-mailbox-subject" className="heading-m">
        {message.subject}
      </h2>
      <dl className="dev-mailbox__meta">
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Sent</dt>
        <dd>{when(message.deliveredAt)}</dd>
        <dt>Template</dt>
        <dd>
          {message.templateKey} ({message.orgCode})
        </dd>
      </dl>
      {message.channel === 'sms' ? (
        <>
          <h3 className="heading-s">The text message</h3>
          <LinkedText text={message.text} />
        </>
      ) : (
        <>
          <h3 className="heading-s">As HTML</h3>
          <SafeHtml html={message.html} />
          <h3 className="heading-s">As text</h3>
          <LinkedText text={message.text} />
        </>
      )}
    </article>
  );
}

/**
 * Development only (decisions 168, 230): the emails and text messages the sandboxes delivered, newest first, and one
 * of them. The API
 * answers 404 in production, and this page says so.
 */
export function DevMailboxPage({
  selectedId,
  hrefFor,
}: {
  selectedId?: string;
  hrefFor: (id: string) => string;
}) {
  useDocumentTitle('Dev mailbox');
  const mailbox = useDevMailbox();
  const message = useDevMailboxMessage(selectedId);
  if (mailbox.isPending) return <Loading label="Loading the mailbox" />;
  if (mailbox.isError) {
    const missing = mailbox.error instanceof ApiError && mailbox.error.status === 404;
    return (
      <div className="stack">
        <h1 className="heading-l">Dev mailbox</h1>
        <p role="alert">
          {missing ? 'The dev mailbox is not available on this server.' : mailbox.error.message}
        </p>
      </div>
    );
  }
  const { messages } = mailbox.data;
  return (
    <div className="stack dev-mailbox">
      <h1 className="heading-l">Dev mailbox</h1>
      <p>
        Emails the sandbox mailer delivered since the server started, and the text messages the sandbox SMS sender
        delivered (marked as such), newest first. Only outside production; with SMTP_URL set emails go to the relay
        instead.
      </p>
      <div className="dev-mailbox__panes">
        <nav aria-label="Messages" className="dev-mailbox__list">
          {messages.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            <ul>
              {messages.map((m) => (
                <li key={m.id}>
                  <a href={hrefFor(m.id)} aria-current={m.id === selectedId ? 'true' : undefined}>
                    {m.channel === 'sms' ? <span className="dev-mailbox__channel">Text message</span> : null}
                    <span className="dev-mailbox__subject">{m.subject}</span>
                    <span className="dev-mailbox__to">{m.to}</span>
                    <span className="dev-mailbox__time">{when(m.deliveredAt)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="dev-mailbox__reader">
          {selectedId === undefined ? (
            <p>Choose a message to read it.</p>
          ) : message.isPending ? (
            <Loading label="Loading the message" />
          ) : message.isError ? (
            <p role="alert">That message is no longer in the mailbox.</p>
          ) : (
            <MessageView message={message.data} />
          )}
        </div>
      </div>
    </div>
  );
}
