import type { EmailBrand } from '../email-brand.ts';
import { renderLayout, type RenderedEmail } from './email-layout.ts';

/** The reset link's email: no name, no account details, only the link and how long it lasts. */
export function passwordResetEmail(brand: EmailBrand, link: string, validMinutes: number): RenderedEmail {
  return {
    templateKey: 'password-reset',
    subject: `Reset your ${brand.name} password`,
    secretLink: true,
    ...renderLayout(brand, {
      paragraphs: [
        `We received a request to reset the password of your ${brand.name} account.`,
        `The link below works once and for ${validMinutes} minutes.`,
      ],
      action: { label: 'Reset your password', url: link },
      after: [
        'If you did not ask for this, you can ignore this email: your password stays the same.',
        `${brand.name} will never ask you for your password.`,
      ],
    }),
  };
}
