import type { Standing } from '@lintel/domain/application/standing/standing';
import { waitingOnText } from '@lintel/domain/application/standing/standing';
import { findHelpArticle } from './help-search.ts';

export interface ChatbotReply {
  body: string;
  article?: { slug: string; title: string };
  /** The chatbot could not answer, or the borrower asked for a person: it offers an agent. */
  offersAgent: boolean;
  /** The borrower asked for a person. */
  wantsAgent: boolean;
}

export interface ChatbotFacts {
  orgCode: string;
  lenderName: string;
  /** The signed-in borrower's application, when the chat is theirs (decision 201). */
  application?: { loanNumber: string | null; standing: Standing | undefined } | undefined;
  signedIn: boolean;
}

const ASKS_FOR_AGENT = /\b(agent|human|person|representative|someone|somebody|real people|operator)\b/i;
const ASKS_FOR_STATUS =
  /\b(status|where('s| is)? (my|the) (application|loan)|my application|application (stand|going)|next step|what('s| is) (next|left)|waiting (on|for)|progress)\b/i;

export const DO_NOT_KNOW = 'I’m sorry, I don’t know the answer to that. Would you like to talk to an agent?';

/** What the chatbot says to one message. */
export function chatbotReply(question: string, facts: ChatbotFacts): ChatbotReply {
  if (ASKS_FOR_AGENT.test(question)) {
    return { body: 'Of course. Let me connect you with an agent.', offersAgent: true, wantsAgent: true };
  }
  if (ASKS_FOR_STATUS.test(question)) return statusReply(facts);
  const article = findHelpArticle(facts.orgCode, facts.lenderName, question);
  if (!article) return { body: DO_NOT_KNOW, offersAgent: true, wantsAgent: false };
  return {
    body: article.body,
    article: { slug: article.slug, title: article.title },
    offersAgent: false,
    wantsAgent: false,
  };
}

function statusReply({ application, signedIn, lenderName }: ChatbotFacts): ChatbotReply {
  if (!signedIn) {
    return {
      body: 'Please sign in and open the chat again, and I can tell you where your application stands. Or would you like to talk to an agent?',
      offersAgent: true,
      wantsAgent: false,
    };
  }
  const standing = application?.standing;
  if (!application || !standing) {
    return {
      body: 'I can’t find an application of yours. Would you like to talk to an agent?',
      offersAgent: true,
      wantsAgent: false,
    };
  }
  const loan = application.loanNumber
    ? `Your application (loan number ${application.loanNumber})`
    : 'Your application';
  const waiting = waitingOnText(standing, lenderName);
  const parts = [`${loan}: ${standing.headline}`];
  if (standing.waitingOn !== 'nobody') parts.push(`Waiting on: ${waiting}.`);
  if (standing.expected) parts.push(`What to expect: ${standing.expected}.`);
  return { body: parts.join(' '), offersAgent: false, wantsAgent: false };
}
