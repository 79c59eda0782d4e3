import type { UploadedDocument } from '@lintel/domain/application/documents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNEXPECTED_MESSAGE } from '../../lib/api-error.ts';
import { contentTypeOf, fileProblem, isImage } from './file-checks.ts';

export type QueuedStatus = 'ready' | 'sending' | 'failed' | 'refused';

export interface QueuedFile {
  key: number;
  file: File;
  /** An object URL for an image's thumbnail. */
  preview?: string | undefined;
  status: QueuedStatus;
  sent: number;
  total: number;
  /** Why it cannot be sent (refused) or did not arrive (failed), in the server's words when it answered. */
  error?: string | undefined;
  /** Set when the borrower cancelled: the file stays, ready to send again. */
  cancelled?: boolean;
}

/** Sends one file: the page binds the document type and the application. */
export type SendFile = (
  file: File,
  contentType: string,
  onProgress: (sent: number, total: number) => void,
  signal: AbortSignal,
) => Promise<UploadedDocument>;

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.items.length > 0) return error.items.map((item) => item.message).join('. ');
    if (error.status === 0) return 'The upload did not reach us. Check your connection and try again';
  }
  return UNEXPECTED_MESSAGE;
}

/**
 * The files chosen in one upload control and what became of each: checked on arrival, sent one at a time (a phone
 * connection shares badly), with progress, cancel (AbortController) and retry. A file sent leaves the queue;
 * the page's list of sent documents shows it from then on.
 */
export function useFileQueue(send: SendFile, onSent?: (document: UploadedDocument, file: File) => void) {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [announcement, setAnnouncement] = useState({ text: '', nonce: 0 });
  const nextKey = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Object URLs live until their file leaves the queue or the page goes.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  const announce = (text: string) => setAnnouncement((a) => ({ text, nonce: a.nonce + 1 }));
  const update = (key: number, change: Partial<QueuedFile>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback((files: readonly File[], replace: boolean) => {
    const added = files.map((file): QueuedFile => {
      const problem = fileProblem(file);
      return {
        key: nextKey.current++,
        file,
        preview: !problem && isImage(contentTypeOf(file)) ? URL.createObjectURL(file) : undefined,
        status: problem ? 'refused' : 'ready',
        sent: 0,
        total: file.size,
        error: problem,
      };
    });
    setItems((all) => {
      const kept = replace ? all.filter((item) => item.status === 'sending') : all;
      if (replace)
        for (const item of all)
          if (item.status !== 'sending' && item.preview) URL.revokeObjectURL(item.preview);
      return [...kept, ...added];
    });
  }, []);

  const remove = useCallback((key: number) => {
    setItems((all) => {
      const item = all.find((i) => i.key === key);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return all.filter((i) => i.key !== key);
    });
  }, []);

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);

  const sendOne = useCallback(
    async (item: QueuedFile): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      update(item.key, { status: 'sending', sent: 0, error: undefined, cancelled: false });
      try {
        const document = await send(
          item.file,
          contentTypeOf(item.file),
          (sent, total) => update(item.key, { sent, total }),
          controller.signal,
        );
        if (item.preview) URL.revokeObjectURL(item.preview);
        setItems((all) => all.filter((i) => i.key !== item.key));
        announce(`${item.file.name} was sent`);
        onSent?.(document, item.file);
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          update(item.key, { status: 'ready', sent: 0, cancelled: true });
          announce(`Upload of ${item.file.name} cancelled`);
        } else {
          const message = messageOf(error);
          update(item.key, { status: 'failed', error: message });
          announce(`${item.file.name} was not sent: ${message}`);
        }
        return false;
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [send, onSent],
  );

  /** Sends every file waiting (ready, or failed and so worth another try), one after the other. */
  const sendAll = useCallback(async () => {
    for (const item of itemsRef.current.filter((i) => i.status === 'ready' || i.status === 'failed'))
      await sendOne(item);
  }, [sendOne]);

  return {
    items,
    announcement,
    add,
    remove,
    cancel,
    retry: (key: number) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item) void sendOne(item);
    },
    sendAll,
    sending: items.some((i) => i.status === 'sending'),
    waiting: items.filter((i) => i.status === 'ready' || i.status === 'failed').length,
  };
}
