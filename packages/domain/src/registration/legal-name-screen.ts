import * as z from 'zod/mini';
import { personNameSchema } from '../validation/names.ts';
import type { RegistrationContext } from './registration-context.ts';

/** Spec 000 §2 screen 5: first, middle, last, suffix (spec 001 §5 Names). */
export function legalNameScreenShape(context: Pick<RegistrationContext, 'isProduction'>) {
  return { name: personNameSchema({ isProduction: context.isProduction }) };
}

export function legalNameScreenSchema(context: Pick<RegistrationContext, 'isProduction'>) {
  return z.strictObject(legalNameScreenShape(context));
}
export type LegalNameScreen = z.infer<ReturnType<typeof legalNameScreenSchema>>;
