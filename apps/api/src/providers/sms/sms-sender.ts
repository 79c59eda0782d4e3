/** One text message as the outbox hands it to the sender (decision 230): already written and addressed. */
export interface OutgoingSms {
  /** The outbox row it comes from: a real provider takes it as the idempotency key, so a retry is recognisable. */
  id: string;
  /** The lender it is sent for, and which template wrote it (the sandbox shows both). */
  orgCode: string;
  templateKey: string;
  /** The mobile number as the person gave it, e.g. (415) 555-0123. */
  to: string;
  text: string;
}

/** Sends text messages. A thrown error is a failed attempt: the outbox's delivery job retries it. */
export interface SmsSender {
  readonly kind: 'sandbox';
  send(message: OutgoingSms): Promise<void>;
}
