import { escapeHtml } from './templates/email-layout.ts';

/** The words every email and text of a test deployment carries (production on sandbox providers, issue 28). */
export const TEST_ENVIRONMENT_NOTICE =
  'Test environment: this message comes from a test deployment. No real loan, credit check or payment is involved.';
const SUBJECT_PREFIX = '[Test environment] ';

export interface MarkableMessage {
  subject: string;
  text: string;
  html: string;
}

// Under the header of email-layout.ts's card: the first thing read, in the card's own font.
const NOTICE_HTML =
  '<p style="margin:0 0 16px;padding:8px 12px;border-left:6px solid #b42318;background:#fff4e5;color:#1f2328;' +
  `font-weight:bold">${escapeHtml(TEST_ENVIRONMENT_NOTICE)}</p>`;
const CARD_OPENING = /<body[^>]*>\s*<div[^>]*>/;

/**
 * Marks a message at delivery, whatever template wrote it (signers' and identity's alike): the subject, the first
 * line of the text and a paragraph at the top of the HTML. The outbox keeps the message as written.
 */
export function markTestEnvironment<T extends MarkableMessage>(message: T): T {
  const html = CARD_OPENING.test(message.html)
    ? message.html.replace(CARD_OPENING, (opening) => opening + NOTICE_HTML)
    : message.html && NOTICE_HTML + message.html;
  return {
    ...message,
    subject: message.subject.startsWith(SUBJECT_PREFIX) ? message.subject : SUBJECT_PREFIX + message.subject,
    text: `${TEST_ENVIRONMENT_NOTICE}\n\n${message.text}`,
    html,
  };
}

/** A text message has room for a prefix only. */
export function markTestEnvironmentSms(text: string): string {
  return `${SUBJECT_PREFIX}${text}`;
}
