import { verifyIdentity } from '@lintel/domain/api/endpoints/identity-actions';
import { planVerifyIdentity } from '../after-offer/identity.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * IDENTITY_VERIFICATION (page identity, decision 114): after the ID front is uploaded, the check; then a Texas BPO
 * still outstanding, or the title.
 */
export const identityStep = defineStepModule({
  name: 'identity',
  moves: {
    IDENTITY_VERIFICATION: [
      'WAITING_FOR_IDENTITY',
      'BPO_CONDITION',
      'WAITING_FOR_BANK_VERIFICATION',
      'LIEN_VERIFICATION',
      'WAITING_FOR_TITLE',
      'CLOSING_DISCLOSURE_GENERATION',
      'CLOSING_DISCLOSURE_GENERATED',
    ],
    WAITING_FOR_IDENTITY: [
      'IDENTITY_VERIFICATION',
      'BPO_CONDITION',
      'WAITING_FOR_BANK_VERIFICATION',
      'LIEN_VERIFICATION',
      'WAITING_FOR_TITLE',
      'CLOSING_DISCLOSURE_GENERATION',
      'CLOSING_DISCLOSURE_GENERATED',
    ],
  },
  actions: [
    stepAction(verifyIdentity, {
      from: ['IDENTITY_VERIFICATION'],
      aggregate: true,
      plan: (c) => planVerifyIdentity(c, c.body, c.deps),
    }),
  ],
});
