/**
 * The lenders' help content as data (decision 201): what the chatbot answers from. The figures are spec 001 §1/§9's;
 * each article is written with the lender's name, and a lender may add articles of its own.
 */
export interface HelpArticle {
  slug: string;
  title: string;
  /** Words a borrower may use that the text does not. */
  keywords: string;
  /** The answer, in the borrower's words. */
  body: string;
}

function commonArticles(lender: string): HelpArticle[] {
  return [
    {
      slug: 'how-much-can-i-borrow',
      title: 'How much can I borrow?',
      keywords: 'loan amount range minimum maximum borrow limit credit line size how much',
      body: `${lender} offers home equity lines of credit from $15,000 to $400,000. The amount you can get depends on your home's value, what you still owe on it, your income and your credit.`,
    },
    {
      slug: 'rates-and-apr',
      title: 'What rates do you offer?',
      keywords: 'rate apr interest percentage annual percentage rate fixed variable cost',
      body: `Our APRs range from 7.60% to 17.20%. Checking your rate uses a soft credit pull, which does not affect your credit score.`,
    },
    {
      slug: 'fees',
      title: 'What fees will I pay?',
      keywords:
        'fees cost origination fee closing costs valuation appraisal recording fees recording taxes charges',
      body: `The origination fee is up to 4.99% of your initial draw. If no automated valuation of your home is available, a valuation costs $180. Recording fees are $0 to $315, and recording taxes are $0 to $1,400 per $100,000, depending on where your home is.`,
    },
    {
      slug: 'notary',
      title: 'How does the notary work?',
      keywords: 'notary notarization notarize sign closing remote online in person manual cost',
      body: `You can close with a remote online notary by video, from home. If you prefer an in-person (manual) notarization, it costs $300.`,
    },
    {
      slug: 'how-long-does-it-take',
      title: 'How long does it take?',
      keywords: 'timing time how long fast quick days funding funded approval approved when money',
      body: `Approval is possible in five minutes, and funding can happen in as little as five business days when you close with a remote online notary.`,
    },
    {
      slug: 'credit-check',
      title: 'Will checking my rate affect my credit?',
      keywords: 'credit check soft pull hard pull inquiry score bureau affect',
      body: `Checking your rate uses a soft credit pull, which does not affect your credit score. A hard credit pull is made when you submit your application.`,
    },
    {
      slug: 'eligibility',
      title: 'Who can apply?',
      keywords: 'eligible eligibility requirements age 18 apply qualify purchase title transfer 90 days',
      body: `You must be 18 or older. No loan is available within 90 days after a purchase or title transfer of the home.`,
    },
    {
      slug: 'data-security',
      title: 'Is my information safe?',
      keywords: 'security secure safe data privacy encryption protect information',
      body: `${lender} protects your data with 256-bit encryption.`,
    },
  ];
}

/** Articles a lender adds to the common ones. */
const LENDER_ARTICLES: Readonly<Record<string, (lender: string) => HelpArticle[]>> = {
  'harbor-mortgage': (lender) => [
    {
      slug: 'harbor-branches',
      title: 'Can I visit a branch?',
      keywords: 'branch office visit in person location',
      body: `${lender} serves borrowers online and by phone; there are no branches to visit for a home equity line.`,
    },
  ],
};

export function helpArticlesFor(orgCode: string, lenderName: string): HelpArticle[] {
  return [...commonArticles(lenderName), ...(LENDER_ARTICLES[orgCode]?.(lenderName) ?? [])];
}
