import * as z from 'zod/mini';

/**
 * Identity proofing before a remote online notary session (issue 18, decision 208): a check of the photo ID
 * (credential analysis), then knowledge-based questions. The numbers are what remote notarization requires.
 */
export const KBA_QUESTION_COUNT = 5;
export const KBA_PASS_MARK = 4;
export const KBA_SECONDS = 120;
export const KBA_TRIES_PER_DAY = 2;
export const KBA_LOCK_HOURS = 24;

export const KBA_ANSWER_REQUIRED = 'Please answer every question';
export const KBA_LOCKED =
  'You have used both tries at the identity questions. You can try again 24 hours after your last try.';
export const KBA_EXPIRED = 'The 2 minutes for these questions have passed. This counts as one try.';
export const KBA_NOT_CURRENT = 'These questions are no longer open. Please start again.';
export const ID_NOT_VERIFIED = 'We could not verify your photo ID';
export const ID_CONFIRM_REQUIRED = 'Please confirm that you have your photo ID with you';

/** POST …/notary/identity/quiz: the borrower has their photo ID at hand; the check reads the ID on file. */
export const startKbaBodySchema = z.strictObject({
  idAtHand: z.literal(true, { error: ID_CONFIRM_REQUIRED }),
});
export type StartKbaBody = z.infer<typeof startKbaBodySchema>;

const answerSchema = z.strictObject({
  questionId: z.string().check(z.minLength(1), z.maxLength(40)),
  choice: z.string().check(z.minLength(1, KBA_ANSWER_REQUIRED), z.maxLength(200)),
});

/** POST …/notary/identity/answers: one choice for each of the five questions of the open quiz. */
export const kbaAnswersBodySchema = z.strictObject({
  quizId: z.uuid({ error: KBA_NOT_CURRENT }),
  answers: z.array(answerSchema).check(
    z.length(KBA_QUESTION_COUNT, KBA_ANSWER_REQUIRED),
    z.refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, KBA_ANSWER_REQUIRED),
  ),
});
export type KbaAnswersBody = z.infer<typeof kbaAnswersBodySchema>;

export const kbaQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  choices: z.array(z.string()),
});
export type KbaQuestion = z.infer<typeof kbaQuestionSchema>;

/**
 * GET …/notary/identity (and the answer of both actions): where this person's proofing stands for the booked
 * session. `triesLeft` counts the last 24 hours; `lockedUntil` is set once both tries failed.
 */
export const identityProofingSchema = z.object({
  status: z.enum(['READY', 'IN_PROGRESS', 'PASSED', 'LOCKED']),
  triesLeft: z.number(),
  lockedUntil: z.nullable(z.string()),
  quiz: z.nullable(
    z.object({ id: z.string(), expiresAt: z.string(), questions: z.array(kbaQuestionSchema) }),
  ),
  lastResult: z.nullable(z.object({ correct: z.number(), passed: z.boolean(), expired: z.boolean() })),
  step: z.optional(z.string()),
});
export type IdentityProofing = z.infer<typeof identityProofingSchema>;

/** Rescheduling a booked remote session (page notary/intro once booked). */
export const rescheduleNotaryBodySchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'Please choose a new time for your notary session' }),
});
export type RescheduleNotaryBody = z.infer<typeof rescheduleNotaryBodySchema>;

export const NOTARY_CANCEL_CONFIRM_REQUIRED = 'Please confirm that you want to cancel your notary session';
/** Cancelling a booked remote session: back to choosing a time. */
export const cancelNotaryBodySchema = z.strictObject({
  confirm: z.literal(true, { error: NOTARY_CANCEL_CONFIRM_REQUIRED }),
});
export type CancelNotaryBody = z.infer<typeof cancelNotaryBodySchema>;
