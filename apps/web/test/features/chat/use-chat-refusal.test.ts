import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SESSION_KEY } from '../../../src/features/chat/chat-session-storage.ts';
import { useChat } from '../../../src/features/chat/hooks/use-chat.ts';

vi.mock('../../../src/features/chat/api/chat-calls.ts', () => ({
  loadHistory: vi.fn(async () => ({
    conversation: { id: 'c', state: 'waiting' },
    messages: [],
  })),
}));

class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the chat when the server refuses a message (issue 28)', () => {
  it('shows the server’s reason and offers to resend the message', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.setItem(
      CHAT_SESSION_KEY,
      JSON.stringify({
        conversationId: 'c',
        token: 't',
        expiration: new Date(Date.now() + 3_600_000).toISOString(),
        chatMode: 'agent',
      }),
    );
    const { result } = renderHook(() => useChat({ orgCode: 'lintel', orgName: 'Lintel' }));
    const socket = FakeSocket.last as FakeSocket;
    act(() => {
      socket.readyState = 1;
      socket.onopen?.();
    });
    await act(() => result.current.send('one more'));
    const sent = JSON.parse(socket.sent.at(-1) ?? '{}') as { clientMessageId: string };
    const reason =
      'You are sending messages faster than we can take them. Please wait a minute, then send again.';
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ type: 'error', message: reason, clientMessageId: sent.clientMessageId }),
      }),
    );
    await waitFor(() => expect(result.current.error).toBe(reason));
    expect(result.current.local).toEqual([
      expect.objectContaining({ clientMessageId: sent.clientMessageId, failed: true }),
    ]);
  });
});
