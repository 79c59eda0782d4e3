/**
 * Application events that notify the borrower and, where it concerns them, the application's signers (issue 7);
 * the texts and links are ours (decisions 065 and 119).
 */
export type NotificationEvent =
  | { type: 'OFFER_READY'; applicationId: string }
  /** A condition asking for documents, or (no conditionId) the paystub that partial income verification needs. */
  | { type: 'DOCUMENT_NEEDED'; applicationId: string; conditionId?: string | undefined }
  | { type: 'SIGNING_READY'; applicationId: string; audience?: Audience }
  | { type: 'NOTARY_BOOKED'; applicationId: string; audience?: Audience; manual?: boolean }
  /** The deed is signed but funding waits for proof of homeowners insurance (decision 115). */
  | { type: 'INSURANCE_NEEDED'; applicationId: string }
  | { type: 'FUNDED'; applicationId: string; audience?: Audience }
  /** Closing milestones (issue 18, decision 210): the documents signed, the deed notarized, recording, fundable. */
  | { type: 'DOCUMENTS_SIGNED'; applicationId: string }
  | { type: 'DEED_SIGNED'; applicationId: string }
  | { type: 'RECORDING'; applicationId: string }
  | { type: 'FUNDABLE'; applicationId: string };

/** Signers act in their own area (/heloc-signer), so their links differ from the borrower's. Default BORROWER. */
export type Audience = 'BORROWER' | 'SIGNER';

export type NotificationEventType = NotificationEvent['type'];

export interface NotificationContent {
  title: string;
  description: string;
  ctas: { title: string; redirectPath: string }[];
}

const SIGNER_HOME = '/heloc-signer/intro';

/**
 * A borrower's call to action opens the application (`/{uuid}`), whose router sends them to the page its standing
 * names (decision 172): a link read days later never leads to a page the application has left.
 */
export function notificationContent(event: NotificationEvent): NotificationContent {
  const home = `/${event.applicationId}`;
  switch (event.type) {
    case 'OFFER_READY':
      return {
        title: 'Your offers are ready',
        description: 'Choose the line of credit that suits you to keep your application moving.',
        ctas: [{ title: 'View offers', redirectPath: home }],
      };
    case 'DOCUMENT_NEEDED':
      return event.conditionId
        ? {
            title: 'We need a document from you',
            description: 'Upload the requested document so we can finish reviewing your application.',
            // The conditions list answers it at any step (decision 189).
            ctas: [{ title: 'Upload document', redirectPath: `${home}/conditions` }],
          }
        : {
            title: 'We need a recent paystub',
            description: 'We could verify only part of your income. Upload a recent paystub to continue.',
            ctas: [{ title: 'Upload paystub', redirectPath: home }],
          };
    case 'SIGNING_READY':
      return {
        title: 'Your documents are ready to sign',
        description: 'Review and e-sign your disclosures to move on to the notary.',
        ctas: [
          {
            title: 'Sign documents',
            redirectPath: event.audience === 'SIGNER' ? SIGNER_HOME : home,
          },
        ],
      };
    case 'NOTARY_BOOKED':
      return {
        title: 'Your notary session is booked',
        description: event.manual
          ? 'A notary will meet you at the time you asked for to sign the deed.'
          : 'Join the online notary session at the time you chose to sign the deed.',
        ctas: [
          {
            title: 'View session',
            redirectPath: event.audience === 'SIGNER' ? SIGNER_HOME : home,
          },
        ],
      };
    case 'INSURANCE_NEEDED':
      return {
        title: 'Upload proof of insurance',
        description:
          'We need proof of homeowners insurance on your home before we can fund your line of credit.',
        ctas: [{ title: 'Upload proof', redirectPath: home }],
      };
    case 'DOCUMENTS_SIGNED':
      return {
        title: 'You signed your documents',
        description: 'Next, book the notary session in which you sign the mortgage (the deed).',
        ctas: [{ title: 'Book the notary', redirectPath: home }],
      };
    case 'DEED_SIGNED':
      return {
        title: 'Your deed is signed and notarized',
        description:
          'Your right to cancel has started: you can cancel until midnight of the third business day.',
        ctas: [{ title: 'See your deadline', redirectPath: home }],
      };
    case 'RECORDING':
      return {
        title: 'Your mortgage is being recorded',
        description: 'The right to cancel has ended. We are recording the mortgage with your county.',
        ctas: [{ title: 'View application', redirectPath: home }],
      };
    case 'FUNDABLE':
      return {
        title: 'Your right to cancel has ended',
        description: 'Your line of credit can now be funded.',
        ctas: [{ title: 'View application', redirectPath: home }],
      };
    case 'FUNDED':
      return {
        title: 'Your line of credit is funded',
        description: 'The funds are on their way to your bank account.',
        ctas: [{ title: 'Go to dashboard', redirectPath: '/dashboard' }],
      };
  }
}

/**
 * One notification per event: a job that runs twice (retries) must not notify twice. A document request is per
 * condition, so two different documents notify twice. The key is per recipient (the index is on identity + key).
 */
export function dedupeKeyOf(event: NotificationEvent): string {
  const base = `${event.type}:${event.applicationId}`;
  if (event.type !== 'DOCUMENT_NEEDED') return base;
  return `${base}:${event.conditionId ?? 'income'}`;
}
