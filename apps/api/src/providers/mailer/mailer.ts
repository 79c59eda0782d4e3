/** One message as the outbox hands it to a mailer (decision 168): already rendered, branded and addressed. */
export interface OutgoingEmail {
  /** The outbox row it comes from; SMTP sends it as the Message-ID's left part, so a retry is recognisable. */
  id: string;
  /** The lender it is sent for, and which template wrote it (the sandbox shows both; SMTP sends neither). */
  orgCode: string;
  templateKey: string;
  to: string;
  /** The lender's name, shown as the sender's display name; the address is MAIL_FROM. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email. A thrown error is a failed attempt: the delivery job retries it. */
export interface Mailer {
  readonly kind: 'smtp' | 'sandbox';
  send(message: OutgoingEmail): Promise<void>;
  /** Releases connections (the SMTP pool) when the app closes. */
  close?(): void;
}
