import { CHAT_SOCKET_PATH } from '@lintel/domain/api/endpoints/service-chat';
import type { ServerFrame } from '@lintel/domain/chat/chat-contracts';
import { WEBSOCKET_PING_MS } from '@lintel/domain/constants/polling';
import { useEffect, useRef } from 'react';

/**
 * The seat's socket (decision 202): new messages, typing and queue changes for this agent; a ping every 10 s and a
 * reconnection after a drop (what was missed is read again through the queries).
 */
export function useSeatSocket(
  token: string | undefined,
  orgCode: string,
  onFrame: (frame: ServerFrame) => void,
) {
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const socketRef = useRef<WebSocket>(undefined);
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 1_000;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const query = new URLSearchParams({ token, org: orgCode });
      const socket = new WebSocket(
        `${scheme}://${window.location.host}${CHAT_SOCKET_PATH}?${query.toString()}`,
      );
      socketRef.current = socket;
      socket.onopen = () => {
        delay = 1_000;
        ping = setInterval(() => socket.send(JSON.stringify({ type: 'ping' })), WEBSOCKET_PING_MS);
        handler.current({ type: 'queue' });
      };
      socket.onmessage = (event) => {
        try {
          handler.current(JSON.parse(String(event.data)) as ServerFrame);
        } catch {
          // Not a frame: ignored.
        }
      };
      socket.onclose = () => {
        clearInterval(ping);
        if (stopped) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 16_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearInterval(ping);
      clearTimeout(retry);
      socketRef.current?.close();
    };
  }, [token, orgCode]);
  return {
    typing(conversationId: string) {
      const socket = socketRef.current;
      if (socket?.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'typing', conversationId, preview: '' }));
      }
    },
  };
}
