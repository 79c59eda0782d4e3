import { CHAT_NONCE_REFRESH_MS } from '@lintel/domain/constants/polling';
import { useEffect, useRef } from 'react';
import { hasToken } from '../../../lib/session-token.ts';
import { authenticateChat, refreshNonce } from '../api/chat-calls.ts';

/**
 * A signed-in borrower's chat is tied to them by a nonce, refreshed every 60 s (spec §7/§9). The ref stays empty for
 * a visitor; a failed refresh keeps the last nonce (the server refuses it when it has expired).
 */
export function useChatNonce() {
  const nonce = useRef<string>(undefined);
  useEffect(() => {
    if (!hasToken()) return;
    let stopped = false;
    void authenticateChat()
      .then((answer) => {
        if (!stopped) nonce.current = answer.nonce;
      })
      .catch(() => undefined);
    const timer = setInterval(() => {
      if (!nonce.current) return;
      void refreshNonce(nonce.current)
        .then((answer) => (nonce.current = answer.nonce))
        .catch(() => undefined);
    }, CHAT_NONCE_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return nonce;
}
