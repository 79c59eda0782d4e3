import { giveConditionPhone } from '@lintel/domain/api/endpoints/condition-phone-actions';
import { applicationConditions, submitConditionDocuments } from '@lintel/domain/api/endpoints/conditions';
import {
  listConditions,
  planConditionDocuments,
  planConditionPhone,
} from '../after-offer/condition-answers.ts';
import { OPEN_STEPS } from './server-steps.ts';
import { defineStepModule, stepAction, stepRead } from './step-module.ts';

/**
 * Conditions at any open step (decisions 188-189): the list the conditions pages poll, the phone that clears
 * MISSING_PHONE_NUMBER, and uploaded documents sent as a condition's answer. None of them moves the step.
 */
export const conditionsStep = defineStepModule({
  name: 'conditions',
  reads: [
    stepRead(applicationConditions, async ({ deps, access }) => ({
      conditions: await listConditions(deps.db, access.id),
    })),
  ],
  actions: [
    stepAction(giveConditionPhone, {
      from: OPEN_STEPS,
      aggregate: true,
      plan: (context) => planConditionPhone(context, context.body, context.deps.db, context.deps.clock.now()),
    }),
    stepAction(submitConditionDocuments, {
      from: OPEN_STEPS,
      aggregate: true,
      plan: (context) =>
        planConditionDocuments(
          context,
          context.params.conditionUuid,
          context.body,
          context.deps.db,
          context.deps.clock.now(),
        ),
    }),
  ],
});
