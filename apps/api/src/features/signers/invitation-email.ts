import type { EmailBrand } from '../email/email-brand.ts';
import { renderLayout, type RenderedEmail } from '../email/templates/email-layout.ts';

/**
 * The invitation: the signer's and the borrower's first names and the link, nothing else (no address, no figures):
 * a forwarded or misdirected email tells its reader no more than that a line of credit needs a signature.
 */
export function signerInvitationEmail(
  brand: EmailBrand,
  names: { signer: string; borrower: string },
  link: string,
  validDays: number,
): RenderedEmail {
  return {
    templateKey: 'signer-invitation',
    subject: `${names.borrower} asks you to sign with ${brand.name}`,
    secretLink: true,
    ...renderLayout(brand, {
      paragraphs: [
        `Hello ${names.signer},`,
        `${names.borrower} is opening a home equity line of credit with ${brand.name} and has named you as a co-owner or co-borrower who needs to sign.`,
        `Use the link below to set up your own sign-in, verify your identity, read and sign your documents and book a notary. The link works once and for ${validDays} days.`,
      ],
      action: { label: 'Accept the invitation', url: link },
      after: [
        `If you do not know ${names.borrower}, you can ignore this email.`,
        `${brand.name} will never ask you for your password.`,
      ],
    }),
  };
}
