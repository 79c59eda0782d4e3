import { orderBpo, stateBpoCondition } from '@lintel/domain/api/endpoints/pre-offer-actions';
import { providerSubject } from '../jobs/provider-subject.ts';
import { resolveBpoProcessing } from '../pre-offer/resolve-bpo-processing.ts';
import { defineStepModule, stepAction } from './step-module.ts';

/**
 * The broker price opinion (Texas, decision 104): the property's condition (page bpo/condition), the order and its
 * cost (page bpo/order-bpo), then the job that places it and waits for the broker.
 */
export const bpoStep = defineStepModule({
  name: 'bpo',
  moves: {
    BPO_CONDITION: ['BPO_ORDER'],
    BPO_ORDER: ['BPO_PROCESSING', 'WAITING_FOR_BPO'],
    WAITING_FOR_BPO: ['BPO_PROCESSING', 'NO_BPO_ESTIMATE', 'WAITING_FOR_UNDERWRITING'],
    BPO_PROCESSING: ['WAITING_FOR_UNDERWRITING', 'NO_BPO_ESTIMATE'],
  },
  actions: [
    // The BPO is then to be ordered: status UNKNOWN_BPO_STATUS, which routes to bpo/order-bpo.
    stepAction(stateBpoCondition, {
      from: ['BPO_CONDITION'],
      plan: ({ body }) => ({
        to: 'BPO_ORDER',
        changes: { propertyCondition: body.propertyCondition, bpo: 'UNKNOWN_BPO_STATUS' },
      }),
    }),
    stepAction(orderBpo, {
      from: ['BPO_ORDER'],
      plan: () => ({ to: 'BPO_PROCESSING', changes: { bpo: 'BPO_PROCESSING' } }),
    }),
  ],
  resolvers: {
    BPO_PROCESSING: (deps, aggregate) =>
      resolveBpoProcessing(deps, aggregate, providerSubject(aggregate, deps.encryption)),
  },
});
