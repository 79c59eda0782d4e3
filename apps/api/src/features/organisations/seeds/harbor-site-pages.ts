import type { SitePageOverrides } from '@lintel/domain/shell-contracts/site-pages';

/**
 * Harbor Mortgage wrote its own privacy notice (decision 170: a lender may replace any default page); its other
 * pages are the defaults filled with Harbor's details. The text is fictional, as Harbor is.
 */
export const harborSitePages: SitePageOverrides = {
  privacy: {
    title: 'Harbor Mortgage Privacy Notice',
    summary:
      'Harbor Mortgage Company has served New England and the East Coast since 1987. This notice explains what ' +
      'we collect when you apply for a Harbor Home Equity Line, why, and what you can ask of us.',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'What we collect and why',
        blocks: [
          {
            list: [
              ['Your name, contact details and date of birth, to know who you are and reach you.'],
              ['Your property, income and credit report, to decide on your line and set its terms.'],
              ['Your bank account, to fund your line and collect payments.'],
            ],
          },
        ],
      },
      {
        heading: 'Who sees it',
        blocks: [
          {
            paragraph: [
              'Harbor staff who work on your line, the credit bureaus, and the companies that verify, value, ' +
                'insure and record it for us. We never sell your information, and we do not share it with other ' +
                'companies for their marketing.',
            ],
          },
        ],
      },
      {
        heading: 'What you can ask of us',
        blocks: [
          {
            paragraph: [
              'A copy of what we hold, a correction, or to stop marketing. Call ',
              { text: '(888) 555-0167', href: 'tel:8885550167' },
              ' or email ',
              { text: 'privacy@harbor.test', href: 'mailto:privacy@harbor.test' },
              '.',
            ],
          },
        ],
      },
    ],
  },
};
