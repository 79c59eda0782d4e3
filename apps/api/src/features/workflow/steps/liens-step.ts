import { attestLiens, confirmLiens, foundLiens } from '@lintel/domain/api/endpoints/credit-actions';
import { ATTESTATION_PENDING } from '@lintel/domain/application/liens';
import { planLiensAttestation } from '../after-offer/liens-attestation.ts';
import { foundLiensAnswer } from '../credit/found-liens.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * LIEN_VERIFICATION (page liens): the liens the title search and the credit report found (decision 173); the
 * borrower confirms them and underwriting then runs in the background. The same page attests, before the closing
 * documents, whether a recent inquiry on the hard pull led to new credit (spec lienAttestation, decision 235).
 */
export const liensStep = defineStepModule({
  name: 'liens',
  moves: {
    LIEN_VERIFICATION: ['WAITING_FOR_UNDERWRITING', 'WAITING_FOR_TITLE', 'CLOSING_DISCLOSURE_GENERATED'],
  },
  reads: [stepRead(foundLiens, foundLiensAnswer)],
  actions: [
    stepAction(confirmLiens, {
      from: ['LIEN_VERIFICATION'],
      aggregate: true,
      plan: ({ aggregate: { application: a } }) =>
        a.inquiryAttestNeeded && !a.inquiryAttestComplete
          ? [{ message: ATTESTATION_PENDING }]
          : { to: 'WAITING_FOR_UNDERWRITING' },
    }),
    stepAction(attestLiens, {
      from: ['LIEN_VERIFICATION'],
      aggregate: true,
      plan: (c) => planLiensAttestation(c, c.body, c.deps),
    }),
  ],
});
