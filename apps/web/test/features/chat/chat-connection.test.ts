import type { ChatMessageView } from '@lintel/domain/chat/chat-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection, type ConnectionStatus } from '../../../src/features/chat/chat-connection.ts';

class FakeSocket {
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const message = (clientMessageId: string): ChatMessageView => ({
  id: `m-${clientMessageId}`,
  clientMessageId,
  conversationId: 'c',
  senderType: 'customer',
  senderName: 'Pat',
  body: 'hi',
  createdAt: new Date().toISOString(),
});

describe('ChatConnection', () => {
  let sockets: FakeSocket[];
  let statuses: ConnectionStatus[];
  let acks: string[];
  let reconnected: number;
  let connection: ChatConnection;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    sockets = [];
    statuses = [];
    acks = [];
    reconnected = 0;
    connection = new ChatConnection({
      conversationId: 'c',
      token: 't',
      orgCode: 'lintel',
      nonce: () => 'n1',
      onFrame: () => undefined,
      onStatus: (status) => statuses.push(status),
      onReconnected: () => (reconnected += 1),
      onAck: (id) => acks.push(id),
      onSendError: () => undefined,
      socketFactory: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
    connection.start();
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects with the chat token, the lender and the live nonce, and pings every 10 s', () => {
    const [socket] = sockets;
    expect(socket?.url).toContain('token=t');
    expect(socket?.url).toContain('org=lintel');
    expect(socket?.url).toContain('nonce=n1');
    socket?.open();
    vi.advanceTimersByTime(10_000);
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'ping' })]);
  });

  it('keeps a message until acknowledged and sends it again after a reconnect, with the same id', () => {
    sockets[0]?.open();
    connection.send({ clientMessageId: 'client-1', body: 'hi' });
    sockets[0]?.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    connection.send({ clientMessageId: 'client-2', body: 'still there?' });
    expect(connection.pending.map((m) => m.clientMessageId)).toEqual(['client-1', 'client-2']);
    vi.advanceTimersByTime(1_000);
    const second = sockets[1];
    second?.open();
    expect(reconnected).toBe(1);
    const resent = second?.sent.map((s) => JSON.parse(s) as { clientMessageId?: string }) ?? [];
    expect(resent.map((frame) => frame.clientMessageId)).toEqual(['client-1', 'client-2']);
    second?.receive({ type: 'ack', clientMessageId: 'client-1', message: message('client-1') });
    expect(acks).toEqual(['client-1']);
    expect(connection.pending.map((m) => m.clientMessageId)).toEqual(['client-2']);
  });

  it('backs off from 1 s, doubling, after repeated drops', () => {
    sockets[0]?.open();
    sockets[0]?.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });
});
