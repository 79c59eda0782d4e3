import type { SandboxRecordStore } from '../sandbox-record-store.ts';
import type { Mailer, OutgoingEmail } from './mailer.ts';

export interface SandboxEmail extends OutgoingEmail {
  /** The sender as SMTP would write it. */
  from: string;
  deliveredAt: Date;
}

/** Enough for a developer's session; the oldest go first. */
const KEPT = 200;
const EMAILS = 'mailer:email';

type StoredEmail = Omit<SandboxEmail, 'deliveredAt'> & { deliveredAt: string };

const revived = (stored: StoredEmail): SandboxEmail => ({
  ...stored,
  deliveredAt: new Date(stored.deliveredAt),
});

/**
 * Keeps delivered messages in the sandbox records instead of sending them, so a developer reads them at the dev
 * mailbox page, whichever process of the portal sent them (decision 250), and tests read them here. Nothing leaves
 * the machine.
 */
export class SandboxMailer implements Mailer {
  readonly kind = 'sandbox';
  /** A test's fault injection for this instance's own sends: nothing another process needs to see. */
  private failures: Error[] = [];

  constructor(
    private readonly records: SandboxRecordStore,
    private readonly fromAddress = 'no-reply@lintel.invalid',
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: OutgoingEmail): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    const stored: StoredEmail = {
      ...message,
      from: `${message.fromName} <${this.fromAddress}>`,
      deliveredAt: this.now().toISOString(),
    };
    // Keyed by the outbox row, as SMTP's Message-ID is: a delivery the outbox repeats shows once.
    await this.records.put(EMAILS, message.id, stored);
    await this.records.keepNewest(EMAILS, KEPT);
  }

  /** Newest first. */
  async messages(): Promise<SandboxEmail[]> {
    return (await this.records.listByKind<StoredEmail>(EMAILS, this.now(), KEPT)).map(revived);
  }

  async find(id: string): Promise<SandboxEmail | undefined> {
    const stored = await this.records.get<StoredEmail>(EMAILS, id, this.now());
    return stored ? revived(stored) : undefined;
  }

  /** Makes the next `times` sends fail (a server that refuses), for the retry tests and the persona of a bad relay. */
  failNext(times: number, message = 'sandbox mailer: connection refused'): void {
    this.failures = Array.from({ length: times }, () => new Error(message));
  }
}
