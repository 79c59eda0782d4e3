import type { ServerFrame } from '@lintel/domain/chat/chat-contracts';
import type { QueueEntry } from '@lintel/domain/chat/chat-seat-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { hasToken } from '../../../lib/session-token.ts';
import { conversationQuery, queueQuery, seatQuery, take } from './seat-calls.ts';
import { SeatConversation } from './seat-conversation.tsx';
import { SeatSignIn } from './seat-sign-in.tsx';
import { useSeatSocket } from './seat-socket.ts';
import '../components/chat.css';
import './seat.css';

const TYPING_SHOWN_MS = 3_000;

function waited(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  return minutes < 1 ? 'under a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The agent's seat (issue 20, decision 202): waiting chats longest wait first, the agent's own chats, and the chat
 * open now with its context. Live through the seat's socket; the queries are read again on each change.
 */
export function SeatPage({ orgCode, lenderName }: { orgCode: string; lenderName: string }) {
  const [signedIn, setSignedIn] = useState(hasToken());
  const client = useQueryClient();
  const seat = useQuery({ ...seatQuery, enabled: signedIn });
  const queue = useQuery({ ...queueQuery, enabled: seat.isSuccess });
  const [selected, setSelected] = useState<string>();
  const conversation = useQuery({
    ...conversationQuery(selected ?? ''),
    enabled: Boolean(selected) && seat.isSuccess,
  });
  const [typing, setTyping] = useState<{ conversationId: string; preview: string }>();
  const [error, setError] = useState<string>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  useEffect(() => {
    if (conversation.isError) setSelected(undefined);
  }, [conversation.isError]);

  const onFrame = (frame: ServerFrame) => {
    if (frame.type === 'queue') void client.invalidateQueries({ queryKey: queueQuery.queryKey });
    if (frame.type === 'message') {
      if (frame.message.senderType === 'customer') setTyping(undefined);
      void client.invalidateQueries({ queryKey: conversationQuery(frame.message.conversationId).queryKey });
    }
    if (frame.type === 'conversation') {
      void client.invalidateQueries({ queryKey: queueQuery.queryKey });
      void client.invalidateQueries({
        queryKey: conversationQuery(frame.conversation.conversationId).queryKey,
      });
    }
    if (frame.type === 'typing' && frame.senderType === 'customer') {
      setTyping({ conversationId: frame.conversationId, preview: frame.preview });
    }
  };
  const socket = useSeatSocket(seat.data?.token, orgCode, onFrame);

  if (!signedIn) return <SeatSignIn onSignedIn={() => setSignedIn(true)} />;
  if (seat.isPending) return <p role="status">Loading the seat…</p>;
  if (seat.isError) {
    const forbidden = seat.error instanceof ApiError && seat.error.status === 403;
    return (
      <p role="alert" className="error-message">
        {forbidden ? `This page is for ${lenderName}’s support agents.` : seat.error.message}
      </p>
    );
  }

  const takeChat = async (entry: QueueEntry) => {
    setError(undefined);
    try {
      await take(entry.conversationId);
      setSelected(entry.conversationId);
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : 'Something unexpected happened');
    }
    void client.invalidateQueries({ queryKey: queueQuery.queryKey });
  };

  const waiting = queue.data?.waiting ?? [];
  const mine = queue.data?.mine ?? [];
  return (
    <div className="seat">
      <h1 className="heading-l">Support seat</h1>
      <p>
        Signed in as {seat.data.agent.name}, {lenderName}
      </p>
      {error ? (
        <p className="error-message" role="alert">
          {error}
        </p>
      ) : null}
      <div className="seat__layout">
        <nav className="seat__queues" aria-label="Chats">
          <h2 className="heading-m">Waiting chats ({waiting.length})</h2>
          {waiting.length === 0 ? <p>No one is waiting.</p> : null}
          <ul className="seat__list" data-testid="seat-waiting">
            {waiting.map((entry) => (
              <li key={entry.conversationId} className="seat__entry">
                <span>
                  <strong>{entry.customerName}</strong>, waiting {waited(entry.waitingSince, now)}
                  {entry.pageUrl ? <span className="seat__page"> on {entry.pageUrl}</span> : null}
                </span>
                <button type="button" className="button" onClick={() => void takeChat(entry)}>
                  Take<span className="visually-hidden"> the chat with {entry.customerName}</span>
                </button>
              </li>
            ))}
          </ul>
          <h2 className="heading-m">My chats ({mine.length})</h2>
          {mine.length === 0 ? <p>No open chats.</p> : null}
          <ul className="seat__list">
            {mine.map((entry) => (
              <li key={entry.conversationId} className="seat__entry">
                <span>{entry.customerName}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-current={entry.conversationId === selected ? 'true' : undefined}
                  onClick={() => setSelected(entry.conversationId)}
                >
                  Open<span className="visually-hidden"> the chat with {entry.customerName}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="seat__main">
          {selected && conversation.data ? (
            <SeatConversation
              seat={seat.data}
              data={conversation.data}
              customerTyping={typing?.conversationId === selected ? typing.preview : undefined}
              onTyping={() => socket.typing(selected)}
              onChanged={() => {
                void client.invalidateQueries({ queryKey: conversationQuery(selected).queryKey });
                void client.invalidateQueries({ queryKey: queueQuery.queryKey });
              }}
            />
          ) : (
            <p>Take a waiting chat or open one of yours.</p>
          )}
        </div>
      </div>
    </div>
  );
}
