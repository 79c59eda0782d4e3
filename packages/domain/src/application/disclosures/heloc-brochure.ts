import type { DisclosureDocument } from './disclosure-document.ts';

export const HELOC_BROCHURE_TITLE = 'What you should know about home equity lines of credit';

/**
 * Regulation Z 1026.40(e) asks for the Consumer Financial Protection Bureau's home equity brochure (or a suitable
 * substitute) with the application. This is its substance in plain words, attributed to the Bureau; the Bureau's own
 * booklet itself is at consumerfinance.gov (decision 180).
 */
export const HELOC_BROCHURE: DisclosureDocument = {
  title: HELOC_BROCHURE_TITLE,
  byline:
    'A summary of the Consumer Financial Protection Bureau’s booklet of the same name. The full booklet is at consumerfinance.gov.',
  sections: [
    {
      heading: 'What a home equity line of credit is',
      paragraphs: [
        'A home equity line of credit (HELOC) lets you borrow against the equity in your home: what the home is worth minus what you owe on it. Your home is the collateral, so if you cannot repay, the lender could foreclose and you could lose your home.',
        'Unlike a loan paid out in one sum, a line of credit lets you borrow up to a limit, as you need it, during a set time. Many people use one for large expenses such as home improvements, education or medical bills, not for day-to-day spending.',
      ],
    },
    {
      heading: 'How it works: the draw period and the repayment period',
      paragraphs: [
        'During the draw period you can take money from the line, by transfer, check or card. Some plans require only interest payments during the draw period; then your balance does not go down.',
        'After the draw period comes the repayment period, when you repay what you owe. Payments can rise sharply at that point. Some plans require the whole remaining balance at once at the end (a balloon payment); make sure you know whether yours does and how you would pay it.',
      ],
    },
    {
      heading: 'Costs to compare',
      paragraphs: [
        'Many of the costs of opening a line are like those of a mortgage. Ask every lender for the full list and compare them.',
      ],
      list: [
        'fees to apply and to open the line, such as origination, appraisal or valuation, title and recording fees;',
        'yearly membership or maintenance fees, and fees each time you take a draw;',
        'fees if you do not use the line, or if you close it early;',
        'the interest rate, and whether it is fixed or can change.',
      ],
    },
    {
      heading: 'Interest rates that can change',
      paragraphs: [
        'Most lines have a variable rate: an index, such as the prime rate, plus a margin the lender sets. When the index goes up, so do your rate and your payments.',
        'A variable-rate line must have a maximum rate (a cap) for the life of the plan. Some also limit how much the rate can change at one time. Be wary of a low introductory rate that rises after a few months, and ask what your payment would be at the maximum rate.',
        'Some lenders let you fix the rate on part or all of what you borrow. Ask whether that costs anything.',
      ],
    },
    {
      heading: 'Questions to ask before you sign',
      paragraphs: [],
      list: [
        'How long is the draw period, and how long is the repayment period?',
        'What is the smallest payment, and does it repay any of the balance or only interest?',
        'Is there a balloon payment at the end?',
        'What is the maximum rate, and what would my payment be at that rate?',
        'What fees do I pay to open, keep, use and close the line?',
        'Can the lender freeze or lower my line, and when?',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You must receive the lender’s disclosures about the plan and this information before you commit. If a term in the disclosures changes before the plan opens (other than a change in the index of a variable rate), you can decide not to open it and get back the fees you paid.',
        'When the line is secured by your main home, you have three business days after opening it to cancel for any reason, without penalty (the right of rescission). You must cancel in writing, and the lender then has 20 days to return your money and release its claim on the home.',
        'The lender can refuse further draws or lower your limit only for reasons the agreement lists, for example if your home’s value falls significantly or your finances change in a way that makes repayment unlikely. It must tell you, and restore your line when the reason no longer applies and you ask.',
      ],
    },
    {
      heading: 'Other ways to borrow',
      paragraphs: [
        'A home equity loan gives you one sum at a fixed rate, repaid in equal payments. A cash-out refinance replaces your mortgage with a larger one. A personal loan or credit card is not secured by your home, but usually costs more. Compare the total cost of each, not only the monthly payment.',
      ],
    },
    {
      heading: 'Where to get help',
      paragraphs: [
        'A housing counselor approved by the U.S. Department of Housing and Urban Development can help you for little or no cost: call 800-569-4287 or visit consumerfinance.gov/find-a-housing-counselor. For questions or a complaint about a lender, visit consumerfinance.gov or call the Consumer Financial Protection Bureau at 855-411-2372.',
      ],
    },
  ],
};
