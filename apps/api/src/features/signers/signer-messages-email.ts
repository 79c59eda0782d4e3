import type { EmailBrand } from '../email/email-brand.ts';
import { renderLayout, type RenderedEmail } from '../email/templates/email-layout.ts';

/**
 * The messages to an invited signer after the invitation (decision 230). As the invitation: first names and a link,
 * no address, no figures, so a forwarded or misdirected message tells its reader no more than that a signature is
 * needed.
 */
type Names = { signer: string; borrower: string };

/** A reminder to accept: the first after 2 days, the last after 5 (no more). Its link is a fresh one. */
export function signerReminderEmail(
  brand: EmailBrand,
  names: Names,
  link: string,
  validDays: number,
  last: boolean,
): RenderedEmail {
  return {
    templateKey: 'signer-reminder',
    subject: `Reminder: ${names.borrower} is waiting for your signature`,
    secretLink: true,
    ...renderLayout(brand, {
      paragraphs: [
        `Hello ${names.signer},`,
        `${names.borrower} invited you to sign for a home equity line of credit with ${brand.name}, and the invitation has not been accepted yet.`,
        `Use the link below to set up your sign-in, verify your identity, sign and book a notary. It replaces any earlier link, works once and for ${validDays} days.`,
      ],
      action: { label: 'Accept the invitation', url: link },
      after: [
        last ? 'This is our last reminder.' : 'We will remind you once more.',
        `If you do not know ${names.borrower}, you can ignore this email.`,
      ],
    }),
  };
}

/**
 * The borrower has signed and the application waits on this signer. An accepted signer gets the signer login; one
 * who has not accepted yet, a fresh invitation link (`secret`).
 */
export function signerPartWaitingEmail(
  brand: EmailBrand,
  names: Names,
  action: { url: string; secret: boolean },
): RenderedEmail {
  return {
    templateKey: 'signer-part-waiting',
    subject: `${names.borrower} has signed: your part is waiting`,
    secretLink: action.secret,
    ...renderLayout(brand, {
      paragraphs: [
        `Hello ${names.signer},`,
        `${names.borrower} has signed their documents with ${brand.name}. The line of credit now waits for your part: verify your identity, sign and book a notary.`,
      ],
      action: { label: action.secret ? 'Accept the invitation' : 'Sign in to your signer area', url: action.url },
      after: [`${brand.name} will never ask you for your password.`],
    }),
  };
}

/** The application was cancelled: nothing more is needed, and no link (there is nothing left to open). */
export function signerCancelledEmail(brand: EmailBrand, names: Names): RenderedEmail {
  return {
    templateKey: 'signer-cancelled',
    subject: `The application you were asked to sign with ${brand.name} is cancelled`,
    secretLink: false,
    ...renderLayout(brand, {
      paragraphs: [
        `Hello ${names.signer},`,
        `The home equity line of credit application ${names.borrower} asked you to sign with ${brand.name} has been cancelled.`,
        'Nothing more is needed from you, and any link we sent you no longer works.',
      ],
      after: [`If you have questions, please contact ${brand.name}.`],
    }),
  };
}
