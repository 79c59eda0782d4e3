import {
  acceptClosingDisclosure,
  closingDocumentFile,
  closingDocuments,
  closingStatus,
} from '@lintel/domain/api/endpoints/closing-actions';
import { planAcceptClosing } from '../closing/closing-accept.ts';
import { closingViewAnswer } from '../closing/closing-view.ts';
import { closingDocumentFileAnswer, closingDocumentsAnswer } from '../closing/documents/closing-document-reads.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * The closing disclosure (page review-app/signdocs, decision 115): accepting it opens the note's e-sign envelope.
 * GET …/closing shows the closing chain's state to every closing page; GET …/closing/documents[/{id}] the package as
 * PDFs (decision 190).
 */
export const closingDisclosureStep = defineStepModule({
  name: 'closing-disclosure',
  moves: {
    CLOSING_DISCLOSURE_GENERATION: ['CLOSING_DISCLOSURE_GENERATED', 'UNKNOWN'],
    CLOSING_DISCLOSURE_GENERATED: ['NOTE_GENERATION', 'NOTE_SIGNING', 'WAITING_FOR_FLOOD_CERT'],
  },
  reads: [
    stepRead(closingStatus, closingViewAnswer),
    stepRead(closingDocuments, closingDocumentsAnswer),
    stepRead(closingDocumentFile, closingDocumentFileAnswer),
  ],
  actions: [
    stepAction(acceptClosingDisclosure, {
      from: ['CLOSING_DISCLOSURE_GENERATED'],
      aggregate: true,
      plan: planAcceptClosing,
    }),
  ],
});
