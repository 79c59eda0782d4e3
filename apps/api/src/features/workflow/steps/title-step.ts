import { resolveTitle } from '../after-offer/resolve-title.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import { defineStepModule } from './step-module.ts';

/**
 * The title and the flood certificate (decision 114): a report still pending is asked for again, an outstanding
 * payoff letter parks the file at PAYOFF_PENDING, a clear title generates the closing disclosure.
 */
export const titleStep = defineStepModule({
  name: 'title',
  moves: {
    WAITING_FOR_TITLE: [
      'TITLE_PROCESSING',
      'WAITING_FOR_FLOOD_CERT',
      'PAYOFF_PENDING',
      'CLOSING_DISCLOSURE_GENERATION',
      'CLOSING_DISCLOSURE_GENERATED',
    ],
    TITLE_PROCESSING: [
      'WAITING_FOR_FLOOD_CERT',
      'PAYOFF_PENDING',
      'CLOSING_DISCLOSURE_GENERATION',
      'CLOSING_DISCLOSURE_GENERATED',
    ],
    PAYOFF_PENDING: ['WAITING_FOR_UNDERWRITING', 'WAITING_FOR_TITLE'],
    WAITING_FOR_FLOOD_CERT: ['CLOSING_DISCLOSURE_GENERATION', 'CLOSING_DISCLOSURE_GENERATED'],
  },
  resolvers: {
    WAITING_FOR_TITLE: (deps, aggregate) =>
      resolveTitle(deps.providers, providerSubject(aggregate, deps.encryption)),
  },
});
