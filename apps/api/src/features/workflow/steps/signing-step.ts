import { signNote } from '@lintel/domain/api/endpoints/closing-actions';
import { planSignNote } from '../closing/signing.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/** The note (page signing/sign, decision 116) and the co-deeders' part before the notary. */
export const signingStep = defineStepModule({
  name: 'signing',
  moves: {
    NOTE_GENERATION: ['NOTE_SIGNING', 'UNKNOWN'],
    NOTE_SIGNING: ['CO_DEED', 'WAITING_FOR_CO_DEED', 'NOTARY_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE'],
    CO_DEED: ['WAITING_FOR_CO_DEED', 'NOTARY_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE'],
    WAITING_FOR_CO_DEED: ['NOTARY_DISCLOSURE_GENERATION', 'NOTARY_DISCLOSURE'],
  },
  actions: [stepAction(signNote, { from: ['NOTE_SIGNING'], aggregate: true, plan: planSignNote })],
});
