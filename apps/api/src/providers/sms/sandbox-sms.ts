import type { OutgoingSms, SmsSender } from './sms-sender.ts';

export interface SandboxSms extends OutgoingSms {
  deliveredAt: Date;
}

/** Enough for a developer's session; the oldest go first. */
const KEPT = 200;

/**
 * Sandbox numbers (docs/sandbox-scenarios.md): a mobile ending in 0199 is refused by the "carrier" on every attempt,
 * to see the outbox retry and then give up; every other number is delivered to memory.
 */
export const SMS_REFUSED_SUFFIX = '0199';

/**
 * Keeps text messages in this process's memory (newest first) instead of sending them, so a developer reads them at
 * the dev mailbox page (marked as text messages) and tests read them there. Nothing leaves the machine.
 */
export class SandboxSmsSender implements SmsSender {
  readonly kind = 'sandbox';
  private readonly kept: SandboxSms[] = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  async send(message: OutgoingSms): Promise<void> {
    if (message.to.replace(/\D/g, '').endsWith(SMS_REFUSED_SUFFIX))
      throw new Error('sandbox carrier refused the number (scenario 0199)');
    this.kept.unshift({ ...message, deliveredAt: this.now() });
    this.kept.length = Math.min(this.kept.length, KEPT);
  }

  /** Newest first. */
  messages(): readonly SandboxSms[] {
    return this.kept;
  }

  find(id: string): SandboxSms | undefined {
    return this.kept.find((m) => m.id === id);
  }
}
