import { describe, expect, it } from 'vitest';
import { selectChatMode } from '../../../src/features/chat/chat-mode.ts';

describe('the dev chat modes (decision 221)', () => {
  it('runs the chatbot mode on our own service outside production', () => {
    expect(selectChatMode('chatbot', false)).toEqual({ implementation: 'own', mode: 'chatbot' });
  });

  it.each(['twilio', 'nice', 'stream', 'talkjs'] as const)(
    'falls back from %s, which is not built, to our own service and says so',
    (mode) => {
      expect(selectChatMode(mode, false)).toEqual({
        implementation: 'own',
        mode: undefined,
        fallbackFrom: mode,
      });
    },
  );

  it('ignores every mode in production', () => {
    expect(selectChatMode('chatbot', true)).toEqual({ implementation: 'own', mode: undefined });
    expect(selectChatMode('twilio', true)).toEqual({ implementation: 'own', mode: undefined });
  });
});
