import { formatFileSize } from '@lintel/domain/chat/chat-contracts';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_MAX_LENGTH } from '@lintel/domain/validation/chat-forms';
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { CHAT_ATTACHMENT_ACCEPT, checkChosenFile } from '../chat-attachment-types.ts';
import { CHAT_SEND_FAILED } from '../chat-copy.ts';

interface Props {
  onSend: (body: string, file?: { file: File; contentType: string }) => Promise<void>;
  onTyping: (text: string) => void;
  disabled?: boolean;
}

/** The message box, Send and the attachment chooser (spec §2/§5). Enter sends; Shift+Enter is a new line. */
export function ChatComposer({ onSend, onTyping, disabled }: Props) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ file: File; contentType: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const checked = checkChosenFile(chosen);
    if (!checked.ok) {
      setFile(undefined);
      setError(checked.error);
      return;
    }
    setError(undefined);
    setFile(checked.file);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (text.trim() === '' && !file) {
      setError(CHAT_MESSAGE_EMPTY);
      box.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSend(text.trim(), file);
      setText('');
      setFile(undefined);
      setError(undefined);
    } catch (problem) {
      setError(
        problem instanceof ApiError && problem.status >= 400 && problem.status < 500
          ? problem.message
          : CHAT_SEND_FAILED,
      );
    } finally {
      setBusy(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) void submit(event);
  };

  return (
    <form className="chat-composer" noValidate onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor="chat-message-input">
        Message
      </label>
      <textarea
        id="chat-message-input"
        ref={box}
        className="input chat-composer__input"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder="Type a message"
        value={text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'chat-composer-error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {file ? (
        <p className="chat-composer__file">
          <span>
            {file.file.name} ({formatFileSize(file.file.size)})
          </span>
          <button type="button" className="chat-link-button" onClick={() => setFile(undefined)}>
            Remove<span className="visually-hidden"> {file.file.name}</span>
          </button>
        </p>
      ) : null}
      {error ? (
        <p id="chat-composer-error" className="error-message" role="alert">
          {error}
        </p>
      ) : null}
      <div className="chat-composer__actions">
        <input
          ref={chooser}
          id="chat-attachment"
          type="file"
          className="visually-hidden"
          accept={CHAT_ATTACHMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
          data-testid="chat-attachment-input"
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => chooser.current?.click()}
          disabled={disabled}
        >
          Attach a file
        </button>
        <button type="submit" className="button" disabled={disabled || busy}>
          Send
        </button>
      </div>
    </form>
  );
}
