import { formatFileSize, type ChatAttachment } from '@lintel/domain/chat/chat-contracts';
import { useState } from 'react';

interface Props {
  attachment: ChatAttachment;
  /** Fetches the file through the access-checked route (decision 220): the chat token or the agent's session. */
  download: (attachmentId: string) => Promise<Blob>;
}

/**
 * An attachment in the message list, saved on click. The file is fetched only then (with the caller's credentials,
 * which a plain link could not carry) and handed to the browser as a download under its own name.
 */
export function AttachmentDownload({ attachment, download }: Props) {
  const [failed, setFailed] = useState(false);
  const label = `${attachment.name} (${formatFileSize(attachment.size)})`;
  const save = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await download(attachment.id));
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.name;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the bytes over; the address is not needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="chat-message__file">
      {/* The name starts with "Download" and holds the visible text (WCAG 2.5.3, label in name). */}
      <button
        type="button"
        className="chat-attachment-link"
        aria-label={`Download ${label}`}
        onClick={() => void save()}
      >
        {label}
      </button>
      {failed ? (
        <span className="error-message" role="alert">
          {' '}
          The file could not be downloaded. Try again.
        </span>
      ) : null}
    </p>
  );
}
