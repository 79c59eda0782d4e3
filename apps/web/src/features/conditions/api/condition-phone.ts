import { giveConditionPhone } from '@lintel/domain/api/endpoints/condition-phone-actions';
import { useStepAction } from '../../../lib/step-action.ts';

/** PUT …/conditions/phone-number: the one step-action hook; it refetches the application's queries, the list too. */
export function useGiveConditionPhone(uuid: string) {
  return useStepAction(giveConditionPhone, uuid);
}
