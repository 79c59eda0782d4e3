import type { Standing } from '@lintel/domain/application/standing/standing';
import { describe, expect, it } from 'vitest';
import { chatbotReply, DO_NOT_KNOW } from '../../../src/features/chat/chatbot/chatbot-answer.ts';
import { helpArticlesFor } from '../../../src/features/chat/chatbot/help-articles.ts';

const facts = { orgCode: 'lintel', lenderName: 'Lintel', signedIn: false };

describe('the chatbot’s answers', () => {
  it.each([
    ['How much can I borrow?', 'how-much-can-i-borrow'],
    ['what is the maximum loan amount', 'how-much-can-i-borrow'],
    ['APR?', 'rates-and-apr'],
    ['what are the closing costs', 'fees'],
    ['do I need a notary', 'notary'],
    ['how fast can I get the money', 'how-long-does-it-take'],
    ['will this hurt my credit score', 'credit-check'],
    ['is my data secure', 'data-security'],
  ])('%j is answered from %s', (question, slug) => {
    expect(chatbotReply(question, facts).article?.slug).toBe(slug);
  });

  it('says it does not know, and offers an agent, when nothing matches', () => {
    expect(chatbotReply('what is the weather on mars', facts)).toMatchObject({
      body: DO_NOT_KNOW,
      offersAgent: true,
    });
  });

  it('hands over when a person is asked for', () => {
    expect(chatbotReply('can I talk to a human', facts).wantsAgent).toBe(true);
  });

  it('answers a lender’s own article only for that lender', () => {
    expect(
      chatbotReply('can I visit a branch office', { ...facts, orgCode: 'harbor-mortgage' }).article?.slug,
    ).toBe('harbor-branches');
    expect(chatbotReply('can I visit a branch office', facts).article?.slug).not.toBe('harbor-branches');
  });

  it('reads the signed-in borrower’s standing: step, who it waits on, how long', () => {
    const standing = {
      headline: 'We need a photo of your ID to verify your identity.',
      waitingOn: 'borrower',
      canActOnline: true,
      expected: 'About 5 minutes of your time',
    } as Standing;
    const reply = chatbotReply('where is my application?', {
      ...facts,
      signedIn: true,
      application: { loanNumber: 'HL1', standing },
    });
    expect(reply.body).toBe(
      'Your application (loan number HL1): We need a photo of your ID to verify your identity. Waiting on: You. What to expect: About 5 minutes of your time.',
    );
  });

  it('carries the spec’s figures in every lender’s articles', () => {
    const text = helpArticlesFor('summit-home-loans', 'Summit')
      .map((a) => a.body)
      .join(' ');
    for (const figure of [
      '$15,000 to $400,000',
      '7.60% to 17.20%',
      '4.99%',
      '$180',
      '$300',
      '$0 to $315',
      '$1,400 per $100,000',
      'five business days',
      '256-bit',
    ]) {
      expect(text).toContain(figure);
    }
  });
});
