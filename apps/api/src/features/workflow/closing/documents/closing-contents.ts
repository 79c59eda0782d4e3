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

/** The version of the E-SIGN consent text below; the certificate of each signed copy names it. */
export const ESIGN_CONSENT_VERSION = 'esign-consent-2026-11';

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
export const formatLongDate = (date: Date) => longDate.format(date);

const byline = (lender: ClosingLender) =>
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

/**
 * The notice of the right to cancel of Reg Z 1026.15(b) (model form G-5), one for each owner, with the deadline:
 * midnight at the end of the third business day after the deed is signed.
 */
export function rightToCancelDocument(
  summary: SummaryDisclosure,
  lender: ClosingLender,
  owner: ClosingOwner,
  dates: { signedOn: Date; deadline: Date },
): DisclosureDocument {
  return {
    title: 'Notice of your right to cancel',
    byline: byline(lender),
    sections: [
      {
        heading: `For ${owner.name}`,
        paragraphs: [
          `You are entering into a plan that will result in a mortgage on your home at ${summary.propertyAddress}. You have a legal right under federal law to cancel this account (loan number ${summary.loanNumber}), without cost, within three business days after the latest of: the date the account is opened, which is expected to be ${formatLongDate(dates.signedOn)}; the date you received your Truth in Lending disclosures; or the date you received this notice.`,
          'If you cancel, the mortgage on your home is also cancelled. Within 20 calendar days of receiving your notice, we must take the steps needed to reflect that the mortgage is cancelled and return to you any money or property you gave us or anyone else in connection with this account.',
        ],
      },
      {
        heading: 'How to cancel',
        paragraphs: [
          `If you decide to cancel, you may do so on your closing page in the portal, or by notifying us in writing at ${lender.name}, ${lender.addressLines.join(', ')}. You may use any written statement that is signed and dated by you and states your intention to cancel.`,
          `If you cancel by mail or telegram, you must send the notice no later than midnight of ${formatLongDate(dates.deadline)} (or midnight of the third business day after the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time. Business days are every day except Sundays and federal legal public holidays.`,
        ],
        facts: [
          { term: 'Owner', value: owner.name },
          { term: 'Cancel no later than', value: `Midnight of ${formatLongDate(dates.deadline)}` },
        ],
      },
      {
        heading: 'I wish to cancel',
        paragraphs: ['Signature: ______________________________    Date: ______________'],
      },
    ],
  };
}

/** The consent to electronic records and signatures, with every disclosure of 15 USC 7001(c)(1). */
export function esignConsentDocument(lender: ClosingLender): DisclosureDocument {
  return {
    title: 'Consent to electronic records and signatures',
    byline: `${byline(lender)} Version ${ESIGN_CONSENT_VERSION}.`,
    sections: [
      {
        heading: 'What you agree to',
        paragraphs: [
          `${lender.name} would like to give you the documents of your home equity line of credit electronically and have you sign them electronically. The federal E-SIGN Act (15 U.S.C. 7001(c)) requires us to tell you the following before you agree.`,
        ],
      },
      {
        heading: 'Your right to paper',
        paragraphs: [
          `You may ask for any document on paper instead, at no cost, by calling ${lender.phone} or writing to ${lender.addressLines.join(', ')}. Asking for paper copies does not withdraw your consent.`,
        ],
      },
      {
        heading: 'Withdrawing your consent',
        paragraphs: [
          `You may withdraw this consent at any time before you sign, by calling ${lender.phone} or writing to us. There is no fee. If you withdraw it, we will continue your closing on paper, which takes longer; documents you already signed stay valid.`,
        ],
      },
      {
        heading: 'What this consent covers',
        paragraphs: [
          'It covers every disclosure, notice, agreement and record of this line of credit from its closing until the account is closed, including the notice of your right to cancel and your account statements.',
        ],
      },
      {
        heading: 'Getting a copy, and keeping your contact details current',
        paragraphs: [
          'You can download each signed document from your application home at any time. To ask for a paper copy, call or write to us. Tell us of a new email address in your account settings.',
        ],
      },
      {
        heading: 'What you need',
        paragraphs: [
          'A current web browser (Chrome, Edge, Firefox or Safari, updated within the last year) with JavaScript, a connection to the internet, a PDF reader, and a place to save or print documents.',
          'By agreeing, you confirm that you can open this document, which is a PDF: that shows you can access the records we will give you electronically.',
        ],
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
