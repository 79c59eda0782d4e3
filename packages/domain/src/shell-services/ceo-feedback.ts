import { z } from 'zod';

/** Answer of POST /service-profile/api/v1/feedback/ceo (the spec does not show one: decision 068). */
export const ceoFeedbackAnswerSchema = z.object({ uuid: z.uuid() });
export type CeoFeedbackAnswer = z.infer<typeof ceoFeedbackAnswerSchema>;
