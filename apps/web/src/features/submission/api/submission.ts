import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  acceptSummaryDisclosure,
  submitApplication,
  summaryDisclosure,
} from '@lintel/domain/api/endpoints/submission-actions';
import { apiClient } from '../../../lib/api-client.ts';
import { useStepAction } from '../../../lib/step-action.ts';

export const summaryDisclosureQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application', uuid, 'summary-disclosure'] as const,
    queryFn: ({ signal }) => apiClient.call(summaryDisclosure, { params: { uuid }, signal }),
  });

/** start/app-summary: the chosen line, the stated income, the reported debts and the offer (decision 180). */
export function useSummaryDisclosure(uuid: string) {
  return useQuery(summaryDisclosureQueryOptions(uuid));
}

/** POST …/summary-disclosure/accept: SUMMARY_DISCLOSURE -> APP_SUBMISSION. */
export function useAcceptSummary(uuid: string) {
  return useStepAction(acceptSummaryDisclosure, uuid);
}

/** POST …/submit: APP_SUBMISSION -> HARD_CREDIT_PULL (the hard pull runs in the background). */
export function useSubmitApplication(uuid: string) {
  return useStepAction(submitApplication, uuid);
}
