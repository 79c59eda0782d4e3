import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { facts, link, list, p, questions, section } from './blocks.ts';

export function legalPage(f: LenderFacts): SitePageContent {
  return {
    title: 'Legal',
    summary: `Who ${f.companyName} is, and the notices that apply to every ${f.product}.`,
    sections: [
      section(
        'Company',
        facts(
          ['Legal name', f.companyName],
          ['NMLS', link(`#${f.nmls}`, f.nmlsUrl)],
          ['Address', f.addressLines.join(', ')],
        ),
      ),
      section(
        'Fair lending',
        p(
          `${f.companyName} is an ` +
            `${f.equalHousing ?? 'equal opportunity lender'}. We do business in accordance with the Fair ` +
            'Housing Act and the Equal Credit Opportunity Act, and do not discriminate on the basis of race, ' +
            'color, religion, national origin, sex, marital status, age, disability, familial status, or because ' +
            'income comes from public assistance.',
        ),
      ),
      section(
        'About a home equity line of credit',
        p(
          'A home equity line of credit is secured by your home: if you do not repay it, you could lose your home. ' +
            'Rates, terms and conditions depend on your credit, your property and your state, and may change ' +
            'without notice. Not all applicants will qualify.',
        ),
        ...(f.disclosureCopy ? [p(f.disclosureCopy)] : []),
      ),
      section(
        'Our other notices',
        list(
          link('Terms of Use', f.termsHref),
          link('Privacy Policy', f.privacyHref),
          link('Consent to Electronic Communications', '/communications'),
          link('Licenses', f.licensesHref),
          link('Accessibility', '/accessibility'),
        ),
      ),
      questions(f),
    ],
  };
}
