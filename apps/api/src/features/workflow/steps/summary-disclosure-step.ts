import { acceptSummaryDisclosure, summaryDisclosure } from '@lintel/domain/api/endpoints/submission-actions';
import { helocDisclosure } from '@lintel/domain/application/disclosures/heloc-disclosure';
import { notFound } from '../../applications/application-access.ts';
import { loadApplication } from '../../applications/application-repository.ts';
import { planAcceptSummary, summaryDisclosure as summaryOf } from '../after-offer/summary-disclosure.ts';
import { closingLender } from '../closing/documents/closing-package.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/** SUMMARY_DISCLOSURE (page start/app-summary): the summary of the chosen line, then its acceptance. */
export const summaryDisclosureStep = defineStepModule({
  name: 'summary-disclosure',
  moves: {
    SUMMARY_DISCLOSURE_GENERATION: ['SUMMARY_DISCLOSURE', 'UNKNOWN'],
    SUMMARY_DISCLOSURE: ['APP_SUBMISSION'],
  },
  reads: [
    // 404 until an offer is chosen: nothing to disclose.
    stepRead(summaryDisclosure, async ({ deps, access, reply, request }) => {
      const aggregate = await loadApplication(deps.db, access.id);
      const summary = aggregate && (await summaryOf(deps.db, aggregate));
      if (!summary) return notFound(reply);
      return {
        ...summary,
        disclosure: helocDisclosure(summary, closingLender(request.organisation)) ?? null,
      };
    }),
  ],
  actions: [stepAction(acceptSummaryDisclosure, { from: ['SUMMARY_DISCLOSURE'], plan: planAcceptSummary })],
});
