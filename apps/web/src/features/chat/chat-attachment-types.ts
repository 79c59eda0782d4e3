import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPE_REFUSED } from '@lintel/domain/chat/chat-contracts';

/** Spec §5's attachment types, with the content type each is sent as (the server checks the bytes). */
const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  amr: 'audio/amr',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

export const CHAT_ATTACHMENT_ACCEPT = Object.keys(TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** The borrower's and the agent's chooser say the same before anything is sent (the server has the last word). */
export function checkChosenFile(
  chosen: File,
): { ok: true; file: { file: File; contentType: string } } | { ok: false; error: string } {
  const contentType = TYPES[chosen.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!contentType) return { ok: false, error: CHAT_ATTACHMENT_TYPE_REFUSED };
  if (chosen.size > CHAT_ATTACHMENT_MAX_BYTES) return { ok: false, error: 'The file is larger than 10 MB' };
  return { ok: true, file: { file: chosen, contentType } };
}
