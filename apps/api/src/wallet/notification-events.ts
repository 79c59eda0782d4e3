/** Application events that notify the borrower (issue 7); the texts and links are ours (decision 065). */
export type NotificationEvent =
  | { type: 'OFFER_READY'; applicationId: string }
  | { type: 'DOCUMENT_NEEDED'; applicationId: string; conditionId: string }
  | { type: 'SIGNING_READY'; applicationId: string }
  | { type: 'FUNDED'; applicationId: string };

export type NotificationEventType = NotificationEvent['type'];

export interface NotificationContent {
  title: string;
  description: string;
  ctas: { title: string; redirectPath: string }[];
}

export function notificationContent(event: NotificationEvent): NotificationContent {
  const home = `/${event.applicationId}`;
  switch (event.type) {
    case 'OFFER_READY':
      return {
        title: 'Your offers are ready',
        description: 'Choose the line of credit that suits you to keep your application moving.',
        ctas: [{ title: 'View offers', redirectPath: `${home}/product/select` }],
      };
    case 'DOCUMENT_NEEDED':
      return {
        title: 'We need a document from you',
        description: 'Upload the requested document so we can finish reviewing your application.',
        ctas: [{ title: 'Upload document', redirectPath: home }],
      };
    case 'SIGNING_READY':
      return {
        title: 'Your documents are ready to sign',
        description: 'Review and e-sign your disclosures to move on to the notary.',
        ctas: [{ title: 'Sign documents', redirectPath: `${home}/signing/intro` }],
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
 * condition, so two different documents notify twice.
 */
export function dedupeKeyOf(event: NotificationEvent): string {
  const base = `${event.type}:${event.applicationId}`;
  return event.type === 'DOCUMENT_NEEDED' ? `${base}:${event.conditionId}` : base;
}
