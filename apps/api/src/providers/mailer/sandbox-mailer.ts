import type { Mailer, OutgoingEmail } from './mailer.ts';

export interface SandboxEmail extends OutgoingEmail {
  /** The sender as SMTP would write it. */
  from: string;
  deliveredAt: Date;
}

/** Enough for a developer's session; the oldest go first. */
const KEPT = 200;

/**
 * Keeps delivered messages in this process's memory (newest first) instead of sending them, so a developer reads
 * them at the dev mailbox page and tests read them here. Nothing leaves the machine.
 */
export class SandboxMailer implements Mailer {
  readonly kind = 'sandbox';
  private readonly kept: SandboxEmail[] = [];
  private failures: Error[] = [];

  constructor(
    private readonly fromAddress = 'no-reply@lintel.invalid',
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: OutgoingEmail): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.kept.unshift({
      ...message,
      from: `${message.fromName} <${this.fromAddress}>`,
      deliveredAt: this.now(),
    });
    this.kept.length = Math.min(this.kept.length, KEPT);
  }

  /** Newest first. */
  messages(): readonly SandboxEmail[] {
    return this.kept;
  }

  find(id: string): SandboxEmail | undefined {
    return this.kept.find((message) => message.id === id);
  }

  /** Makes the next `times` sends fail (a server that refuses), for the retry tests and the persona of a bad relay. */
  failNext(times: number, message = 'sandbox mailer: connection refused'): void {
    this.failures = Array.from({ length: times }, () => new Error(message));
  }
}
