import type { EnvelopeDocument } from '../../../providers/e-sign/e-sign.ts';

/** What the borrower e-signs at NOTE_SIGNING: the closing disclosure list of spec 000 §3 ("disclosurelistClosing"). */
export const CLOSING_DOCUMENTS: readonly EnvelopeDocument[] = [
  { type: 'CLOSING_DISCLOSURE', title: 'Closing disclosure' },
  { type: 'HELOC_AGREEMENT', title: 'Home equity line of credit agreement and promissory note' },
  { type: 'RIGHT_TO_CANCEL', title: 'Notice of right to cancel' },
  { type: 'ESIGN_CONSENT', title: 'Consent to electronic records and signatures' },
];
