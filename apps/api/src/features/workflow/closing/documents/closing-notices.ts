import type { DisclosureDocument } from '@lintel/domain/application/disclosures/disclosure-document';
import type { SummaryDisclosure } from '@lintel/domain/application/summary-disclosure';
import { byline, formatLongDate, type ClosingLender, type ClosingOwner } from './closing-contents.ts';

/**
 * The two notices of the closing package that carry no loan figures of their own (issue 18, decision 190): each
 * owner's right to cancel and the E-SIGN consent.
 */

/** The version of the E-SIGN consent text in esignConsentDocument; the certificate of each signed copy names it. */
export const ESIGN_CONSENT_VERSION = 'esign-consent-2026-11';

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
