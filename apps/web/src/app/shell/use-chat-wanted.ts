import { CHAT_OPEN_STORAGE_KEY, POP_WEBCHAT_PARAM } from '@lintel/domain/constants/chat';
import { useEffect, useState } from 'react';
import { readStored } from '../../lib/session-token.ts';
import { OPEN_CHAT_EVENT } from './shell-footer.tsx';

// chat-session-storage's chatWasOpen, read here by its key so the entry does not carry the chat's storage module.
function chatWasOpen(): boolean {
  return readStored(CHAT_OPEN_STORAGE_KEY, () => window.sessionStorage) === '1';
}

/**
 * Whether the chat's launcher should load (decision 241): once the footer's button asks for the chat, the address
 * carries pop-webchat, or the chat was open on the tab's last page (read once the page has settled). A visitor who
 * does none of these never downloads it. Once wanted it stays loaded; `asked` tells it the footer asked before it
 * could listen.
 */
export function useChatWanted(settled: boolean): { wanted: boolean; asked: boolean } {
  const [wanted, setWanted] = useState(
    // No window when the page is rendered on the server (server-render/): a visitor's first page never asks for it.
    () => typeof window !== 'undefined' && window.location.search.includes(POP_WEBCHAT_PARAM),
  );
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const onOpen = () => {
      setAsked(true);
      setWanted(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);
  useEffect(() => {
    if (settled && chatWasOpen()) setWanted(true);
  }, [settled]);
  return { wanted, asked };
}
