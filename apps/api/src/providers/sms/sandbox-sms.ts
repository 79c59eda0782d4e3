import type { SandboxRecordStore } from '../sandbox-record-store.ts';
import type { OutgoingSms, SmsSender } from './sms-sender.ts';

export interface SandboxSms extends OutgoingSms {
  deliveredAt: Date;
}

/** Enough for a developer's session; the oldest go first. */
const KEPT = 200;
const TEXTS = 'sms:message';

type StoredSms = OutgoingSms & { deliveredAt: string };

const revived = (stored: StoredSms): SandboxSms => ({ ...stored, deliveredAt: new Date(stored.deliveredAt) });

/**
 * Sandbox numbers (docs/sandbox-scenarios.md): a mobile ending in 0199 is refused by the "carrier" on every attempt,
 * to see the outbox retry and then give up; every other number is delivered to the sandbox records.
 */
export const SMS_REFUSED_SUFFIX = '0199';

/**
 * Keeps text messages in the sandbox records (newest first) instead of sending them, so a developer reads them at
 * the dev mailbox page (marked as text messages), whichever process sent them (decision 250), and tests read them
 * there. Nothing leaves the machine.
 */
export class SandboxSmsSender implements SmsSender {
  readonly kind = 'sandbox';

  constructor(
    private readonly records: SandboxRecordStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: OutgoingSms): Promise<void> {
    if (message.to.replace(/\D/g, '').endsWith(SMS_REFUSED_SUFFIX))
      throw new Error('sandbox carrier refused the number (scenario 0199)');
    // Keyed by the outbox row, the idempotency key a real provider takes: a repeated delivery shows once.
    await this.records.put(TEXTS, message.id, {
      ...message,
      deliveredAt: this.now().toISOString(),
    } satisfies StoredSms);
    await this.records.keepNewest(TEXTS, KEPT);
  }

  /** Newest first. */
  async messages(): Promise<SandboxSms[]> {
    return (await this.records.listByKind<StoredSms>(TEXTS, this.now(), KEPT)).map(revived);
  }

  async find(id: string): Promise<SandboxSms | undefined> {
    const stored = await this.records.get<StoredSms>(TEXTS, id, this.now());
    return stored ? revived(stored) : undefined;
  }
}
