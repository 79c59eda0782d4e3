import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPE_REFUSED } from '@lintel/domain/chat/chat-contracts';
import { fileTypeFromBuffer } from 'file-type';
import { inspectUpload } from '../workflow/after-offer/uploads/inspect-upload.ts';
import { ChatError } from './chat-service.ts';

const MEDIA: Readonly<Record<string, string>> = {
  'audio/amr': 'amr',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};
const DOCUMENTS = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png']);

/**
 * Spec §5's attachment types, decided from the bytes (decision 184): PDFs and images go through the document
 * uploads' own checks; audio and video must be what their bytes say; text must be UTF-8 with no binary in it.
 */
export async function checkChatAttachment(bytes: Buffer, declared: string | undefined): Promise<string> {
  const said = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (bytes.length === 0) throw new ChatError(400, 'The file is empty', 'file');
  if (bytes.length > CHAT_ATTACHMENT_MAX_BYTES)
    throw new ChatError(413, 'The file is larger than 10 MB', 'file');
  if (DOCUMENTS.has(said)) {
    const inspection = await inspectUpload(bytes, said);
    if (!inspection.ok) {
      // A type refusal in the chat's own words (the document pages' say "PDF, JPEG or PNG").
      const message =
        inspection.status === 415
          ? CHAT_ATTACHMENT_TYPE_REFUSED
          : (inspection.errors[0]?.message ?? CHAT_ATTACHMENT_TYPE_REFUSED);
      throw new ChatError(inspection.status as 400, message, 'file');
    }
    return inspection.contentType;
  }
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (said in MEDIA) {
    if (detected !== said && !(said === 'audio/mpeg' && detected === 'audio/mp3')) {
      throw new ChatError(415, CHAT_ATTACHMENT_TYPE_REFUSED, 'file');
    }
    return said;
  }
  if (said === 'text/plain' && detected === undefined && isPlainText(bytes)) return 'text/plain';
  throw new ChatError(415, CHAT_ATTACHMENT_TYPE_REFUSED, 'file');
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
