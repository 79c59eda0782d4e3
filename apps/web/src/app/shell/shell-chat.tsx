import { POP_WEBCHAT_PARAM } from '@lintel/domain/constants/chat';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { chatWasOpen, rememberChatOpen } from '../../features/chat/chat-session-storage.ts';
import { OPEN_CHAT_EVENT } from './shell-footer.tsx';
import { usePageSettled } from './use-page-settled.ts';

// The widget, its socket and its forms are fetched only when the chat is opened (issue 20, decision 203).
const ChatWidgetEntry = lazy(() =>
  import('./chat-widget-entry.tsx').then((m) => ({ default: m.ChatWidgetEntry })),
);

/** Spec §2: `?pop-webchat` opens the chat at load; the parameter is then removed from the address. */
function takePopWebchat(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(POP_WEBCHAT_PARAM)) return false;
  url.searchParams.delete(POP_WEBCHAT_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/**
 * Opens the chat widget when the footer asks (OPEN_CHAT_EVENT), when the page carries pop-webchat, or when the chat
 * was open on the page before (a reload or another page of the tab keeps it, spec §4). Nothing of the widget loads
 * before that.
 */
export function ShellChat({ openNow = false }: { openNow?: boolean }) {
  const [open, setOpen] = useState(false);
  const settled = usePageSettled();
  const openChat = useCallback(() => {
    rememberChatOpen(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, openChat);
    if (takePopWebchat()) openChat();
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openChat);
  }, [openChat]);
  // The footer may have asked before this chunk arrived and could listen (use-chat-wanted.ts).
  useEffect(() => {
    if (openNow) openChat();
  }, [openNow, openChat]);
  useEffect(() => {
    if (settled && chatWasOpen()) setOpen(true);
  }, [settled]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidgetEntry
        onClose={() => {
          rememberChatOpen(false);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
