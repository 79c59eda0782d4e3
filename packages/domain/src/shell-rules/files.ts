import { CHAT_ATTACHMENT_EXTENSIONS } from '../constants/chat.ts';

const KB = 1_000;
const MB = KB * KB;

function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Spec 001 §5: sizes in bytes, KB (of 1000) and MB, one decimal at most: '999 bytes', '1.5 KB', '12 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Invalid input: file size ${bytes}`);
  if (bytes < KB) return `${Math.round(bytes)} ${Math.round(bytes) === 1 ? 'byte' : 'bytes'}`;
  // 999,950 bytes would round to "1000 KB": show it as MB instead.
  if (Math.round((bytes / KB) * 10) / 10 < KB) return `${oneDecimal(bytes / KB)} KB`;
  return `${oneDecimal(bytes / MB)} MB`;
}

export type ChatAttachmentExtension = (typeof CHAT_ATTACHMENT_EXTENSIONS)[number];

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Spec 001 §5: chat accepts jpg, png, amr, mp3, mp4, pdf and txt files, judged by the name's extension. */
export function isAllowedChatAttachment(fileName: string): boolean {
  return (CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** The `accept` attribute of the chat's file input. */
export const CHAT_ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
