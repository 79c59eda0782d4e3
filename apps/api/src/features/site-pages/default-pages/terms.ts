import { CURRENT_CONSENT_VERSIONS } from '@lintel/domain/registration/consent-versions';
import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { link, list, p, questions, section } from './blocks.ts';

export function termsPage(f: LenderFacts): SitePageContent {
  return {
    title: 'Terms of Use',
    summary:
      `These terms apply when you use ${f.companyName}'s website to check your rate, apply for a ${f.product} ` +
      'and manage your credit line. By creating an account you agree to them, so please read them first.',
    updated: CURRENT_CONSENT_VERSIONS.TERMS_PRIVACY,
    sections: [
      section(
        'Who we are',
        p(
          `${f.companyName} (NMLS #${f.nmls}) offers ${f.product} through this site. "We", "us" and "our" mean ` +
            `${f.companyName}; "you" means the person using the site.`,
        ),
      ),
      section(
        'Using this site',
        list(
          'You must be at least 18 years old to apply, and the property must be in a state where we are licensed.',
          'Give information that is true, complete and current, and keep your password to yourself.',
          'Use the site only for your own application and credit line, or for one you have been asked to sign.',
          'Do not try to reach accounts or data that are not yours, or disrupt the site for others.',
        ),
        p('The states we lend in are listed on our ', link('Licenses', f.licensesHref), ' page.'),
      ),
      section(
        'Checking your rate and applying',
        p(
          'Checking your rate uses a soft credit inquiry, which does not affect your credit score. If you accept ' +
            'an offer and submit your application, we make a hard credit inquiry, which may affect your score.',
        ),
        p(
          'An offer is not a commitment to lend. Your line of credit is approved only after we verify your ' +
            'identity, income and property, and you sign your loan documents. A home equity line of credit is ' +
            'secured by your home.',
        ),
      ),
      section(
        'Electronic records and signatures',
        p(
          'When you agree to receive communications electronically, we give you disclosures, notices and loan ' +
            'documents on this site and by email, and your electronic signature counts as your signature on ' +
            'paper. The details are in our ',
          link('Consent to Electronic Communications', '/communications'),
          '.',
        ),
      ),
      section(
        'Your information',
        p(
          'How we collect, use, share and protect your information is explained in our ',
          link('Privacy Policy', f.privacyHref),
          '.',
        ),
      ),
      section(
        'Changes to these terms',
        p(
          'We may change these terms. The date at the top of this page says when they last changed, and we will ' +
            'ask you to agree again before a change applies to an application you have already started.',
        ),
      ),
      questions(f),
    ],
  };
}
