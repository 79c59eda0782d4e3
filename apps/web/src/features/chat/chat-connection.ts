import { CHAT_SOCKET_PATH } from '@lintel/domain/api/endpoints/service-chat';
import type { ChatMessageView, ServerFrame } from '@lintel/domain/chat/chat-contracts';
import { WEBSOCKET_PING_MS } from '@lintel/domain/constants/polling';

/** `reconnecting`: the socket was up and dropped (spec §8's warning shows). */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting';

export interface PendingMessage {
  clientMessageId: string;
  body: string;
  attachmentId?: string | undefined;
}

export interface ChatConnectionOptions {
  conversationId: string;
  token: string;
  orgCode: string;
  /** The live nonce of a signed-in borrower's chat, read at each (re)connect. */
  nonce?: () => string | undefined;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** After a reconnect: reload the last 20 messages (what was said while the socket was down). */
  onReconnected: () => void;
  /** A message the server acknowledged (kept once, whatever the number of sends). */
  onAck: (clientMessageId: string, message: ChatMessageView) => void;
  onSendError: (clientMessageId: string, message: string) => void;
  socketFactory?: (url: string) => WebSocket;
}

/** Reconnects 1 s after a drop, doubling to at most 16 s (the spec's retry helper starts at 1000 ms and doubles). */
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 16_000;

/**
 * The realtime socket of one conversation (spec §7, decision 200): a ping every 10 s, reconnection with back-off, and
 * an outbox: a message stays in it until the server acknowledges its clientMessageId, and is sent again after every
 * reconnect. The server keeps one message per id, so nothing is lost and nothing is doubled.
 */
export class ChatConnection {
  private socket: WebSocket | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private delay = RECONNECT_FIRST_MS;
  private everConnected = false;
  private stopped = false;
  private readonly outbox = new Map<string, PendingMessage>();

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    this.socket?.close();
    this.socket = undefined;
  }

  send(message: PendingMessage): void {
    this.outbox.set(message.clientMessageId, message);
    this.transmit(message);
  }

  typing(preview: string): void {
    this.write({ type: 'typing', conversationId: this.options.conversationId, preview });
  }

  get pending(): PendingMessage[] {
    return [...this.outbox.values()];
  }

  private url(): string {
    const { token, orgCode } = this.options;
    const query = new URLSearchParams({ token, org: orgCode });
    const nonce = this.options.nonce?.();
    if (nonce) query.set('nonce', nonce);
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${window.location.host}${CHAT_SOCKET_PATH}?${query.toString()}`;
  }

  private connect(): void {
    if (this.stopped) return;
    this.options.onStatus(this.everConnected ? 'reconnecting' : 'connecting');
    const socket = (this.options.socketFactory ?? ((url) => new WebSocket(url)))(this.url());
    this.socket = socket;
    socket.onopen = () => {
      this.delay = RECONNECT_FIRST_MS;
      this.options.onStatus('connected');
      if (this.everConnected) this.options.onReconnected();
      this.everConnected = true;
      for (const message of this.outbox.values()) this.transmit(message);
      clearInterval(this.ping);
      this.ping = setInterval(() => this.write({ type: 'ping' }), WEBSOCKET_PING_MS);
    };
    socket.onmessage = (event) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ack') {
        this.outbox.delete(frame.clientMessageId);
        this.options.onAck(frame.clientMessageId, frame.message);
      } else if (frame.type === 'error' && frame.clientMessageId) {
        this.outbox.delete(frame.clientMessageId);
        this.options.onSendError(frame.clientMessageId, frame.message);
      }
      this.options.onFrame(frame);
    };
    socket.onclose = () => {
      clearInterval(this.ping);
      if (this.socket !== socket || this.stopped) return;
      if (this.everConnected) this.options.onStatus('reconnecting');
      this.retry = setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
    };
  }

  private transmit(message: PendingMessage): void {
    this.write({ type: 'send', conversationId: this.options.conversationId, ...message });
  }

  private write(frame: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}
