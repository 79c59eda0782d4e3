import * as z from 'zod/mini';
import { verificationStatusSchema } from './application-enums.ts';

/** Decision 059: the shape is not shown; we answer one entry per application the caller co-deeds. */
export const coDeedStatusSchema = z.object({
  applications: z.array(z.object({ uuid: z.uuid(), coDeedStatus: verificationStatusSchema })),
});
