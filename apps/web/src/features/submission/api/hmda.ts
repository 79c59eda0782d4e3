import { giveHmda } from '@lintel/domain/api/endpoints/hmda-actions';
import { useStepAction } from '../../../lib/step-action.ts';

/** PUT …/hmda: HMDA -> SUMMARY_DISCLOSURE. */
export function useGiveHmda(uuid: string) {
  return useStepAction(giveHmda, uuid);
}
