import { propertyCandidates, selectProperty } from '@lintel/domain/api/endpoints/credit-actions';
import { planSelectProperty, propertyCandidatesAnswer } from '../credit/select-property.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * MULTIPLE_PROPERTY and NO_PROPERTY (page review-app/property, decision 107): the homes on record and the choice
 * of one; a corrected address is looked up again by an agent.
 */
export const propertyStep = defineStepModule({
  name: 'property',
  moves: {
    MULTIPLE_PROPERTY: ['WAITING_FOR_CREDIT', 'LIEN_VERIFICATION'],
    NO_PROPERTY: ['WAITING_FOR_CREDIT'],
  },
  reads: [stepRead(propertyCandidates, propertyCandidatesAnswer)],
  actions: [stepAction(selectProperty, { from: ['MULTIPLE_PROPERTY'], plan: planSelectProperty })],
});
