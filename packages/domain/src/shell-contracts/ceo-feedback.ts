import * as z from 'zod/mini';

/** Answer of POST /service-profile/api/v1/feedback/ceo (the spec does not show one: decision 068). */
export const ceoFeedbackAnswerSchema = z.object({ uuid: z.uuid() });
export type CeoFeedbackAnswer = z.infer<typeof ceoFeedbackAnswerSchema>;
