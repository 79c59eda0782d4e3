import {
  cancelNotarySession,
  rescheduleManualNotary,
  rescheduleNotarySession,
} from '@lintel/domain/api/endpoints/notary-actions';
import { requestManualNotary } from '@lintel/domain/api/endpoints/closing-actions';
import { useStepAction } from '../../../lib/step-action.ts';

/** POST …/notary/session/reschedule: another offered time; the step stays DEED_SIGNING. */
export function useRescheduleNotary(uuid: string) {
  return useStepAction(rescheduleNotarySession, uuid);
}

/** POST …/notary/session/cancel: DEED_SIGNING or MANUAL_DEED_SIGNING -> NOTARY_DISCLOSURE. */
export function useCancelNotary(uuid: string) {
  return useStepAction(cancelNotarySession, uuid);
}

/** POST …/notary/manual: NOTARY_DISCLOSURE -> MANUAL_DEED_SIGNING with an in-person notary ($300). */
export function useRequestManualNotary(uuid: string) {
  return useStepAction(requestManualNotary, uuid);
}

/** POST …/notary/manual/reschedule: another day or hour for the in-person appointment; the step stays. */
export function useRescheduleManualNotary(uuid: string) {
  return useStepAction(rescheduleManualNotary, uuid);
}
