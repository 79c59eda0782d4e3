import { helocDisclosure } from '@lintel/domain/application/disclosures/heloc-disclosure';
import type {
  DisclosureDocument,
  DisclosureLender,
} from '@lintel/domain/application/disclosures/disclosure-document';
import { DRAW_PERIOD_YEARS, MAXIMUM_APR } from '@lintel/domain/application/disclosures/heloc-plan';
import type { SummaryDisclosure } from '@lintel/domain/application/summary-disclosure';
import { formatPercent, formatUsd } from '@lintel/domain/loan-math/format-money';

/**
 * The words and figures of the closing package (issue 18, decision 190), as plain content the PDF writer lays out.
 * Every figure comes from the application (its summary disclosure read) and the lender's organisation data.
 */

/** The lender as the closing documents name it: the disclosure lender plus its mailing address. */
export interface ClosingLender extends DisclosureLender {
  addressLines: readonly string[];
}

/** An owner of the home who signs the deed and has the right to cancel (Reg Z 1026.15: one notice each). */
export interface ClosingOwner {
  name: string;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
export const formatLongDate = (date: Date) => longDate.format(date);

/** Who the document is from and how to reach them, under each title. */
export const byline = (lender: ClosingLender) =>
  `${lender.name}, NMLS ${lender.nmls}, ${lender.addressLines.join(', ')}. Questions: call ${lender.phone}.`;

export function helocDisclosureDocument(
  summary: SummaryDisclosure,
  lender: ClosingLender,
): DisclosureDocument | undefined {
  const document = helocDisclosure(summary, lender);
  return document && { ...document, byline: byline(lender) };
}

/** The figures every closing document repeats; undefined when the line's offer is no longer current. */
function lineFigures(summary: SummaryDisclosure) {
  const figures = summary.figures;
  if (!summary.offer || !figures) return undefined;
  return {
    limit: formatUsd(summary.offer.max),
    draw: formatUsd(summary.amount),
    drawTotal: formatUsd(figures.drawTotal),
    fee: formatUsd(figures.originationFee),
    payment: formatUsd(figures.monthlyPayment),
    apr: formatPercent(summary.rate, 2),
    floating: summary.offer.type === 'FLOATING',
  };
}

/** The account-opening disclosure of Reg Z 1026.6(a): the charges and terms in force when the plan opens. */
export function accountOpeningDocument(
  summary: SummaryDisclosure,
  lender: ClosingLender,
  /** The lender's rate sheet the line was priced on (decision 195), named so the terms can be traced to it. */
  pricingVersion: string | null = null,
): DisclosureDocument | undefined {
  const f = lineFigures(summary);
  if (!f) return undefined;
  return {
    title: 'Account-opening disclosure',
    byline: byline(lender),
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          `This disclosure opens home equity line of credit account ${summary.loanNumber} secured by your home at ${summary.propertyAddress}.`,
        ],
        facts: [
          { term: 'Credit limit', value: f.limit },
          { term: 'Initial draw', value: f.draw },
          { term: 'Origination fee (added to the initial draw)', value: f.fee },
          { term: 'Amount repaid on the initial draw', value: f.drawTotal },
          {
            term: 'Annual percentage rate (APR)',
            value: `${f.apr}${f.floating ? ', variable, never more than ' + formatPercent(MAXIMUM_APR, 2) : ', fixed for each draw'}`,
          },
          { term: 'Monthly payment on the initial draw', value: f.payment },
          { term: 'Draw period', value: `${DRAW_PERIOD_YEARS} years` },
          { term: 'Repayment period of each draw', value: `${summary.term} years` },
          ...(pricingVersion ? [{ term: 'Rate sheet', value: pricingVersion }] : []),
        ],
      },
      {
        heading: 'How we figure interest',
        paragraphs: [
          'Interest accrues daily on the outstanding balance of each draw from the day the draw is taken. The daily periodic rate is the APR divided by 365. The APR includes interest only, not other costs.',
          'There is no grace period: interest accrues from the day of each draw. There is no annual fee, no fee for a draw and no fee for paying early.',
        ],
      },
      {
        heading: 'Other charges',
        paragraphs: [
          'A late payment fee of 5% of the payment due, at most $25, is charged when a payment is more than 15 days late. A returned payment fee of $25 is charged when a payment is returned unpaid.',
        ],
      },
      {
        heading: 'Your billing rights',
        paragraphs: [
          `If you think your statement is wrong, write to us at ${lender.addressLines.join(', ')} within 60 days of the statement. While we investigate, you do not have to pay the amount in question and we cannot report it as delinquent.`,
        ],
      },
    ],
  };
}

/** The line of credit agreement and the note the borrower signs at NOTE_SIGNING. */
export function agreementDocument(
  summary: SummaryDisclosure,
  lender: ClosingLender,
  owners: readonly ClosingOwner[],
): DisclosureDocument | undefined {
  const f = lineFigures(summary);
  if (!f) return undefined;
  const borrowers = owners.map((o) => o.name).join(' and ');
  return {
    title: 'Home equity line of credit agreement and promissory note',
    byline: byline(lender),
    sections: [
      {
        heading: 'Parties',
        paragraphs: [
          `This agreement is between ${borrowers} ("you") and ${lender.name}, NMLS ${lender.nmls} ("we"), for account ${summary.loanNumber}.`,
        ],
      },
      {
        heading: 'Promise to pay',
        paragraphs: [
          `You promise to pay us every draw you take under this line, up to the credit limit of ${f.limit}, with interest at the annual percentage rate of each draw, and the charges this agreement allows. The initial draw of ${f.draw}, with its origination fee of ${f.fee}, is ${f.drawTotal}, repaid in monthly payments of ${f.payment} over ${summary.term} years.`,
          `Each payment is due on the same day of each month, starting one month after the draw${summary.payType === 'AUTOPAY' ? ', and is taken from the bank account you chose for automatic payments' : ''}.`,
        ],
      },
      {
        heading: 'Draws',
        paragraphs: [
          `You may take draws for ${DRAW_PERIOD_YEARS} years after the line opens, up to the available credit. Each draw is repaid in equal monthly payments of principal and interest over ${summary.term} years from the day it is taken.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          `This line is secured by a mortgage or deed of trust on ${summary.propertyAddress}, signed before a notary. You could lose your home if you do not meet your obligations under this agreement.`,
        ],
      },
      {
        heading: 'Default, termination and changes',
        paragraphs: [
          'We may end the line and require the whole balance to be paid at once only in the cases your HELOC disclosures list: fraud or material misrepresentation, failing to meet the repayment terms, or an action or inaction that harms our security in the home. We may refuse further draws or reduce the limit in the cases those disclosures list.',
          'This agreement is governed by federal law and the law of the state where the home is. You may pay any amount at any time without a penalty.',
        ],
      },
      {
        heading: 'Signatures',
        paragraphs: [
          'By signing electronically you agree to this agreement and promise to pay as it says. Each of you is responsible for the whole balance.',
        ],
        list: owners.map((o) => `Borrower: ${o.name}`),
      },
    ],
  };
}

/** The summary disclosure the borrower accepted after the offer (decision 112), kept in the package. */
export function summaryDocument(
  summary: SummaryDisclosure,
  lender: ClosingLender,
): DisclosureDocument | undefined {
  const f = lineFigures(summary);
  if (!f) return undefined;
  return {
    title: 'Summary of your application',
    byline: byline(lender),
    sections: [
      {
        heading: 'The line you chose',
        paragraphs: [
          summary.acceptedAt
            ? `You accepted this summary on ${formatLongDate(new Date(summary.acceptedAt))}.`
            : 'This is the summary of the line you chose.',
        ],
        facts: [
          { term: 'Loan number', value: summary.loanNumber },
          { term: 'Property', value: summary.propertyAddress },
          { term: 'Credit limit', value: f.limit },
          { term: 'Initial draw', value: f.draw },
          { term: 'APR', value: f.apr },
          { term: 'Term of each draw', value: `${summary.term} years` },
          { term: 'Monthly payment on the initial draw', value: f.payment },
          {
            term: 'Payments',
            value: summary.payType === 'AUTOPAY' ? 'Automatic payments' : 'Manual payments',
          },
        ],
      },
      ...(summary.statedIncome
        ? [
            {
              heading: 'The income you stated',
              paragraphs: [],
              facts: [
                { term: 'Annual income', value: formatUsd(summary.statedIncome.annualIncome) },
                { term: 'Other income', value: formatUsd(summary.statedIncome.otherIncome) },
              ],
            },
          ]
        : []),
    ],
  };
}
