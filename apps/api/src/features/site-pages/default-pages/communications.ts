import { CURRENT_CONSENT_VERSIONS } from '@lintel/domain/registration/consent-versions';
import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { emailLink, list, p, phoneLink, questions, section } from './blocks.ts';

/** The E-SIGN Act consent the registration's communications checkbox agrees to. */
export function communicationsPage(f: LenderFacts): SitePageContent {
  return {
    title: 'Consent to Electronic Communications',
    summary:
      `Federal law (the E-SIGN Act) asks for your consent before ${f.companyName} gives you disclosures and ` +
      'documents electronically instead of on paper. This page explains what you agree to.',
    updated: CURRENT_CONSENT_VERSIONS.COMMUNICATION,
    sections: [
      section(
        'What this covers',
        p(
          `Every disclosure, notice, agreement and statement about your ${f.product}, from the application to ` +
            'the day your line is paid off, including the loan documents you sign electronically.',
        ),
      ),
      section(
        'How we deliver them',
        p(
          'We show them on this site and send them by email to the address you give us. Some are links to a ' +
            'document you can open, save and print.',
        ),
      ),
      section(
        'What you need',
        list(
          'A current version of Chrome, Edge, Firefox or Safari, on a computer, tablet or phone.',
          'Software that opens PDF files, which most browsers include.',
          'An email address you check, and a way to save or print documents.',
        ),
      ),
      section(
        'Paper copies and withdrawing consent',
        p(
          'You can ask for a paper copy of any document at no charge. Call us at ',
          phoneLink(f),
          ' or email ',
          emailLink(f),
          '.',
        ),
        p(
          'You can withdraw your consent at any time the same way. Withdrawing does not change documents we have ' +
            'already given you, and we may not be able to continue your application online without it.',
        ),
      ),
      section(
        'Keep your email address current',
        p('If your email address changes, tell us so our messages keep reaching you.'),
      ),
      questions(f),
    ],
  };
}
