import { CURRENT_CONSENT_VERSIONS } from '@lintel/domain/registration/consent-versions';
import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { list, p, questions, section } from './blocks.ts';

export function privacyPage(f: LenderFacts): SitePageContent {
  return {
    title: 'Privacy Policy',
    summary:
      `This policy explains what personal information ${f.companyName} collects when you apply for a ` +
      `${f.product}, how we use and protect it, and the choices you have.`,
    updated: CURRENT_CONSENT_VERSIONS.TERMS_PRIVACY,
    sections: [
      section(
        'What we collect',
        list(
          'Who you are and how to reach you: your name, date of birth, address, email and phone number.',
          'Your property and finances: the property address, your income and how you earn it.',
          'Your credit report, from a soft inquiry when you check your rate and a hard inquiry when you apply.',
          'Your Social Security number and identity documents, to confirm who you are.',
          'Bank account details, to send your funds and collect your payments.',
          'How you use this site, such as the pages you visit and the device and browser you use.',
        ),
      ),
      section(
        'How we use it',
        list(
          'To check your rate, decide on your application and service your credit line.',
          'To verify your identity, income and property, and to prevent fraud.',
          'To meet our legal and regulatory duties as a licensed lender.',
          'To improve this site and our service.',
        ),
      ),
      section(
        'Who we share it with',
        p(
          'We share information with credit bureaus, and with companies that work for us to verify identity and ' +
            'income, value your property, provide title and notary services, and deliver email and text messages. ' +
            'They may use it only to do that work. We also share information with regulators and law ' +
            'enforcement when the law requires it.',
        ),
        p('We do not sell your personal information.'),
      ),
      section(
        'How we protect it',
        p(
          'Your information travels over connections protected with 256-bit encryption. Sensitive details, such ' +
            'as your Social Security number and bank account number, are encrypted when we store them, and only ' +
            'people who need them for their work can see them.',
        ),
      ),
      section(
        'Your choices',
        list(
          'You can stop marketing texts at any time by replying STOP, and marketing emails with the link in each one.',
          'You can ask us for a copy of the information we hold about you, or ask us to correct it.',
          'Depending on where you live, you may have more rights, such as asking us to delete information we do not need to keep by law.',
        ),
      ),
      questions(f),
    ],
  };
}
