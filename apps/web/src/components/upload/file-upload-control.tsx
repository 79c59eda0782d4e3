import { useRef, useSyncExternalStore, type ChangeEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import { Fieldset } from '../form/fieldset.tsx';
import { fieldId } from '../form/form-field.tsx';
import { LiveMessage } from '../ui/live-message.tsx';
import { DROPZONE_ACCEPT, formatSize } from './file-checks.ts';
import type { FileUploadProps } from './file-upload.tsx';
import { useFileQueue, type QueuedFile } from './use-file-queue.ts';

const coarsePointer = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;
const noSubscription = () => () => {};

/**
 * The upload control itself, loaded when a page shows it (file-upload.tsx, decision 233).
 * The one upload control (issue 17, decision 184): drag and drop or a file chooser (react-dropzone), the phone's
 * camera, a preview of each file before it is sent (a thumbnail, or a PDF's name and size), progress, cancel and
 * retry, the server's message when it refuses a file. Every action is a real button, so it works by keyboard and
 * with a screen reader; the drop area is a convenience on top.
 */
export function FileUploadControl({
  name,
  label,
  hint,
  error,
  multiple = false,
  camera = false,
  send,
  onSent,
  sendLabel,
}: FileUploadProps) {
  const queue = useFileQueue(send, onSent);
  const id = fieldId(name);
  const cameraInput = useRef<HTMLInputElement>(null);
  const phone = useSyncExternalStore(noSubscription, coarsePointer, () => false);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: DROPZONE_ACCEPT,
    multiple,
    // The buttons open the chooser; the zone only takes drops (a click on it would open a second dialog).
    noClick: true,
    noKeyboard: true,
    // Checked by the queue with the server's words, so a wrong file is listed with its reason, not dropped.
    onDrop: (accepted, rejected) => queue.add([...accepted, ...rejected.map((r) => r.file)], !multiple),
  });
  const waiting = queue.waiting;

  function fromCamera(event: ChangeEvent<HTMLInputElement>) {
    queue.add([...(event.target.files ?? [])], !multiple);
    event.target.value = '';
  }

  return (
    <Fieldset
      name={name}
      legend={label}
      hint={hint}
      error={error}
      className="file-upload"
      after={<LiveMessage message={queue.announcement.text} nonce={queue.announcement.nonce} />}
    >
      <div
        {...getRootProps({
          className: isDragActive ? 'file-upload__zone file-upload__zone--active' : 'file-upload__zone',
        })}
      >
        <input {...getInputProps({ 'aria-hidden': true })} data-testid={`${name}-input`} />
        <p className="file-upload__zone-text" aria-hidden="true">
          {isDragActive ? 'Drop the file here' : multiple ? 'Drag files here, or' : 'Drag a file here, or'}
        </p>
        <div className="file-upload__buttons">
          <button
            type="button"
            id={id}
            className="button button--secondary"
            aria-label={`${multiple ? 'Choose files' : 'Choose a file'} for ${label}`}
            onClick={open}
          >
            {multiple ? 'Choose files' : 'Choose a file'}
          </button>
          {camera && phone ? (
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Take a photo for ${label}`}
              onClick={() => cameraInput.current?.click()}
            >
              Take a photo
            </button>
          ) : null}
        </div>
        <p className="file-upload__types">PDF, JPEG or PNG, up to 10 MB{multiple ? ' each' : ''}</p>
      </div>
      {camera ? (
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${name}-camera`}
          onChange={fromCamera}
        />
      ) : null}
      {queue.items.length > 0 ? (
        <ul className="file-upload__list" aria-label={`Files chosen for ${label}`}>
          {queue.items.map((item) => (
            <QueuedItem
              key={item.key}
              item={item}
              onRemove={() => queue.remove(item.key)}
              onCancel={() => queue.cancel(item.key)}
              onRetry={() => queue.retry(item.key)}
            />
          ))}
        </ul>
      ) : null}
      {waiting > 0 ? (
        <button
          type="button"
          className="button"
          disabled={queue.sending}
          onClick={() => void queue.sendAll()}
        >
          {sendLabel ?? (waiting > 1 ? `Upload ${waiting} files` : 'Upload this file')}
        </button>
      ) : null}
    </Fieldset>
  );
}

function QueuedItem({
  item,
  onRemove,
  onCancel,
  onRetry,
}: {
  item: QueuedFile;
  onRemove: () => void;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const percent = item.total > 0 ? Math.min(100, Math.round((item.sent / item.total) * 100)) : 0;
  const name = item.file.name;
  return (
    <li className={`file-upload__item file-upload__item--${item.status}`}>
      {item.preview ? (
        <img className="file-upload__thumb" src={item.preview} alt={`Preview of ${name}`} />
      ) : (
        <span className="file-upload__thumb file-upload__thumb--doc" aria-hidden="true">
          {name.toLowerCase().endsWith('.pdf') ? 'PDF' : 'FILE'}
        </span>
      )}
      <div className="file-upload__details">
        <span className="file-upload__name">{name}</span>
        <span className="file-upload__meta">{formatSize(item.file.size)}</span>
        {item.status === 'sending' ? (
          <span className="file-upload__progress">
            <progress max={100} value={percent} aria-label={`Uploading ${name}`} />
            <span aria-hidden="true">{percent}%</span>
          </span>
        ) : null}
        {item.status === 'ready' && item.cancelled ? (
          <span className="file-upload__meta">Upload cancelled. It is ready to send again.</span>
        ) : null}
        {item.error ? <span className="error-message file-upload__error">{item.error}</span> : null}
      </div>
      <div className="file-upload__actions">
        {item.status === 'sending' ? (
          <button
            type="button"
            className="file-upload__action"
            aria-label={`Cancel the upload of ${name}`}
            onClick={onCancel}
          >
            Cancel
          </button>
        ) : null}
        {item.status === 'failed' ? (
          <button
            type="button"
            className="file-upload__action"
            aria-label={`Try again to send ${name}`}
            onClick={onRetry}
          >
            Try again
          </button>
        ) : null}
        {item.status !== 'sending' ? (
          <button
            type="button"
            className="file-upload__action"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
          >
            Remove
          </button>
        ) : null}
      </div>
    </li>
  );
}
