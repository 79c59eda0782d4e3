import type { EmailBrand } from '../email-brand.ts';
import { renderLayout, type RenderedEmail } from './email-layout.ts';

/** Sent after every reset, so an owner who did not make the change hears of it at once. */
export function passwordChangedEmail(brand: EmailBrand, loginUrl: string): RenderedEmail {
  return {
    templateKey: 'password-changed',
    subject: `Your ${brand.name} password was changed`,
    secretLink: false,
    ...renderLayout(brand, {
      paragraphs: [
        `The password of your ${brand.name} account was just changed, and every device that was signed in ` +
          'has been signed out.',
      ],
      action: { label: 'Log in', url: loginUrl },
      after: [`If you did not change it, call us right away at ${brand.phone}.`],
    }),
  };
}
