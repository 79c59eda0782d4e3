import { describe, expect, it } from 'vitest';
import { formatFileSize, sendMessageBodySchema } from '../../src/chat/chat-contracts.ts';

describe('formatFileSize (spec §5: bytes, KB of 1000, MB)', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [999_999, '1000 KB'],
    [1_000_000, '1 MB'],
    [10_400_000, '10.4 MB'],
  ])('%i -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('sendMessageBodySchema', () => {
  it('wants a non-blank message or a file', () => {
    expect(sendMessageBodySchema.safeParse({ clientMessageId: 'abcdefgh', body: '  ' }).success).toBe(false);
    expect(
      sendMessageBodySchema.safeParse({
        clientMessageId: 'abcdefgh',
        body: '',
        attachmentId: '2f1c7d0e-8a3b-4c5d-9e6f-0a1b2c3d4e5f',
      }).success,
    ).toBe(true);
  });

  it('refuses a client message id that is not a plain token', () => {
    expect(sendMessageBodySchema.safeParse({ clientMessageId: 'a b', body: 'hi' }).success).toBe(false);
  });
});
