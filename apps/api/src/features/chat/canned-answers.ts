import type { CannedAnswer } from '@lintel/domain/chat/chat-seat-contracts';

/** The seat's canned answers (decision 202), with the spec's figures; a lender's own list can replace them later. */
export const CANNED_ANSWERS = (lender: string): CannedAnswer[] => [
  {
    id: 'greeting',
    title: 'Greeting',
    body: `Hi, thanks for contacting ${lender}. How can I help you today?`,
  },
  {
    id: 'loan-range',
    title: 'Loan range',
    body: 'We offer lines from $15,000 to $400,000, with APRs from 7.60% to 17.20%.',
  },
  {
    id: 'timing',
    title: 'Timing',
    body: 'Funding can happen in as little as five business days when you close with a remote online notary.',
  },
  { id: 'one-moment', title: 'One moment', body: 'Thanks for your patience. Let me look into that for you.' },
  { id: 'closing', title: 'Closing', body: 'Is there anything else I can help you with today?' },
];
