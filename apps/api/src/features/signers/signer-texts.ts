import type { Executor } from '../../platform/db/db-executor.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import type { EmailBrand } from '../email/email-brand.ts';
import { enqueueSms } from '../email/outbox.ts';
import type { InvitationRow } from './invitation-service.ts';

/**
 * The text messages beside the invitation and its reminders (decision 230): only to a signer who gave a mobile and
 * consented, short, the lender's name first (a text has no sender name), the borrower's first name. No link: the
 * mobile is the borrower's word, not the signer's, so a text never carries what accepts (issue 28, decision 247);
 * it points to the email, whose link alone accepts.
 */
export type SignerText = 'invitation' | 'reminder';

export function signerText(kind: SignerText, brand: EmailBrand, borrower: string, validDays: number) {
  const ask =
    kind === 'invitation'
      ? `${borrower} asks you to sign for a home equity line of credit.`
      : `Reminder: ${borrower} is waiting for your signature.`;
  return `${brand.name}: ${ask} To accept, open the link in the email we sent you from ${brand.name} (it works once, for ${validDays} days).`;
}

/** Queues the text in `tx` when the signer may be texted; answers whether it did. */
export async function textSignerIfConsented(
  tx: Executor,
  opts: PlatformOptions,
  row: Pick<InvitationRow, 'mobile' | 'smsConsent'>,
  message: { orgCode: string; kind: SignerText; text: string },
): Promise<boolean> {
  if (!row.mobile || !row.smsConsent) return false;
  await enqueueSms(tx, opts, {
    orgCode: message.orgCode,
    recipient: row.mobile,
    templateKey: `signer-${message.kind}-sms`,
    text: message.text,
    secretLink: false,
  });
  return true;
}
