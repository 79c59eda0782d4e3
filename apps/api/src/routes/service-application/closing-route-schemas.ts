import { apiErrorSchema } from '@lintel/domain/api/api-error';
import { serverStepStatusSchema } from '@lintel/domain/server-steps/server-step';
import { perApplicationErrors } from '../../applications/application-route-schemas.ts';

export const CLOSING_TAGS = ['service-application'];

/** Answers of every closing step action: the new step, or 400 / 404 / 409 as `{ errors }`. */
export const closingActionResponses = {
  200: serverStepStatusSchema,
  400: apiErrorSchema,
  409: apiErrorSchema,
  ...perApplicationErrors,
} as const;
