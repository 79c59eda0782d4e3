import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { emailLink, hoursText, list, p, phoneLink, section } from './blocks.ts';

export function accessibilityPage(f: LenderFacts): SitePageContent {
  const hours = hoursText(f);
  return {
    title: 'Accessibility',
    summary:
      `${f.companyName} wants everyone to be able to check their rate, apply and manage their credit line ` +
      'online, including people who use assistive technology.',
    sections: [
      section(
        'Our commitment',
        p(
          'We build and test this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, ' +
            'the standard US regulators and courts look to for accessible websites.',
        ),
      ),
      section(
        'What we do',
        list(
          'Every page is checked with automated accessibility tests before it is released.',
          'Everything works with a keyboard alone, and focus is always visible.',
          'Form fields have labels, and errors say what went wrong and how to fix it.',
          'Text and controls meet the contrast the guidelines ask for, in every lender’s colors.',
          'Pages work on small screens and when text is enlarged to 200%.',
        ),
      ),
      section(
        'Known limitations',
        p(
          'Documents that come from others, such as a scanned paystub or a title report, may not be fully ' +
            'accessible. If one gets in your way, tell us and we will give it to you in another format.',
        ),
      ),
      section(
        'Report a barrier',
        p(
          'If something on this site is hard to use, please tell us. Call ',
          phoneLink(f),
          hours ? ` (${hours}) or email ` : ' or email ',
          emailLink(f),
          ' with the page address and what happened. We reply within two business days, and we can take your ' +
            'application by phone in the meantime.',
        ),
      ),
      section(
        'Other formats',
        p('Ask us for any document in large print, or read aloud over the phone, at no charge.'),
      ),
    ],
  };
}
