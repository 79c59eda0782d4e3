import { describe, expect, it } from 'vitest';
import { ceoFeedbackFormSchema, ceoFeedbackRequestSchema } from '../../src/validation/ceo-feedback.ts';
import { chatMessageSchema, chatPreFormSchema } from '../../src/validation/chat-forms.ts';
import { CHATBOT_FEEDBACK_REASONS, chatbotFeedbackSchema } from '../../src/validation/chatbot-feedback.ts';
import { messagesAtPath, messagesOf } from './issues.ts';

describe('chat pre-form', () => {
  const valid = { friendlyName: 'Ann', emailAddress: 'ann@example.com' };
  it.each([
    ['friendlyName', '', 'Required'],
    ['friendlyName', undefined, 'Required'],
    ['friendlyName', 'a'.repeat(129), 'Cannot be more than 128 characters'],
    ['emailAddress', '', 'Please enter your email'],
    ['emailAddress', 'ann', 'Please enter a valid email address'],
    ['emailAddress', `${'a'.repeat(120)}@example.com`, 'Cannot be more than 128 characters'],
  ])('%s %j -> %s', (field, value, message) => {
    expect(messagesAtPath(chatPreFormSchema, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it('accepts a name and an email', () => {
    expect(messagesOf(chatPreFormSchema, valid)).toEqual([]);
  });
});

describe('chat message', () => {
  it('needs text or a file', () => {
    expect(messagesOf(chatMessageSchema, { text: '  ' })).toEqual([
      'Please enter a message or attach a file',
    ]);
    expect(messagesOf(chatMessageSchema, {})).toEqual(['Please enter a message or attach a file']);
    expect(messagesOf(chatMessageSchema, { text: 'Hi' })).toEqual([]);
    expect(messagesOf(chatMessageSchema, { text: '', hasFile: true })).toEqual([]);
  });
});

describe('chatbot feedback', () => {
  it.each(CHATBOT_FEEDBACK_REASONS)('accepts reason %s', (reason) => {
    expect(messagesOf(chatbotFeedbackSchema, { reason })).toEqual([]);
  });

  it("requires a reason ('Please select a reason')", () => {
    expect(messagesOf(chatbotFeedbackSchema, {})).toEqual(['Please select a reason']);
    expect(messagesOf(chatbotFeedbackSchema, { reason: 'Rude' })).toEqual(['Please select a reason']);
  });

  it('caps additional information at 140 characters', () => {
    expect(
      messagesOf(chatbotFeedbackSchema, { reason: 'other', additionalInformation: 'a'.repeat(140) }),
    ).toEqual([]);
    expect(
      messagesOf(chatbotFeedbackSchema, { reason: 'other', additionalInformation: 'a'.repeat(141) }),
    ).toEqual(['Please restrict your response to 140 characters.']);
  });
});

describe('CEO feedback', () => {
  const valid = { topic: 'IMPROVE', message: 'Faster please', marketingConsent: 'NO' };
  it.each([
    ['topic', undefined, 'Required'],
    ['topic', 'OTHER', 'Required'],
    ['message', '', 'Required'],
    ['message', 'Too short', 'Must be at least 10 characters'],
    ['message', 'a'.repeat(1001), 'Must be at most 1000 characters'],
    ['marketingConsent', undefined, 'Required'],
    ['marketingConsent', true, 'Required'],
  ])('%s %j -> %s', (field, value, message) => {
    expect(messagesAtPath(ceoFeedbackFormSchema, { ...valid, [field]: value }, field)).toEqual([message]);
  });

  it('accepts the form, and the API payload adds where it came from', () => {
    expect(messagesOf(ceoFeedbackFormSchema, { ...valid, message: 'a'.repeat(1000) })).toEqual([]);
    const payload = {
      ...valid,
      topic: 'COMPLIMENT',
      marketingConsent: 'YES',
      applicationUuid: '0b7c4f5e-8a1d-4c3b-9f2e-1a2b3c4d5e6f',
      pathname: '/account/heloc/x/start/profile',
      productType: 'HELOC',
    };
    expect(ceoFeedbackRequestSchema.parse(payload)).toEqual(payload);
    expect(messagesOf(ceoFeedbackRequestSchema, { ...payload, applicationUuid: null })).toEqual([]);
    expect(ceoFeedbackRequestSchema.safeParse({ ...payload, extra: 1 }).success).toBe(false);
  });
});
