import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, OutgoingEmail } from './mailer.ts';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465` (nodemailer's connection URL). */
  url: string;
  /** The envelope and From address; the lender's name is its display name. */
  from: string;
}

/**
 * Delivery through an SMTP relay with nodemailer (decision 168). One pooled transport per process; a refusal or a
 * timeout throws, and the outbox job retries the message.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = createTransport(settings.url, {});
    this.domain = settings.from.split('@')[1] ?? 'lintel.invalid';
  }

  async send(message: OutgoingEmail): Promise<void> {
    await this.transport.sendMail({
      from: { name: message.fromName, address: this.settings.from },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${message.id}@${this.domain}>`,
    });
  }

  close(): void {
    this.transport.close();
  }
}
