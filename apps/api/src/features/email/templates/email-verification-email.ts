import type { EmailBrand } from '../email-brand.ts';
import { renderLayout, type RenderedEmail } from './email-layout.ts';

/** Confirms the address given at registration; the application does not wait on it (decision 169). */
export function emailVerificationEmail(brand: EmailBrand, link: string, validHours: number): RenderedEmail {
  return {
    templateKey: 'email-verification',
    subject: `Confirm your email for ${brand.name}`,
    secretLink: true,
    ...renderLayout(brand, {
      paragraphs: [
        `Thanks for starting your application with ${brand.name}.`,
        'Please confirm that this is your email address, so we can reach you about your application.',
        `The link below works once and for ${validHours} hours.`,
      ],
      action: { label: 'Confirm your email', url: link },
      after: ['If you did not create an account, you can ignore this email.'],
    }),
  };
}
