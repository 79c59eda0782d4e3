import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import type {
  answerNotaryQuiz,
  notaryIdentity,
  startNotaryQuiz,
} from '@lintel/domain/api/endpoints/notary-actions';
import {
  ID_NOT_VERIFIED,
  KBA_EXPIRED,
  KBA_LOCK_HOURS,
  KBA_LOCKED,
  KBA_NOT_CURRENT,
  KBA_PASS_MARK,
  KBA_SECONDS,
  KBA_TRIES_PER_DAY,
  type IdentityProofing,
} from '@lintel/domain/application/notary-identity';
import type { Executor } from '../../../platform/db/db-executor.ts';
import { sessionOf } from '../../identity/require-session.ts';
import { providerSubject } from '../jobs/provider-subject.ts';
import {
  ActionRejected,
  notAtThisStep,
  type ActionPlan,
  type LoadedActionContext,
  type ReadContext,
} from '../steps/step-module.ts';
import { notaryIdentityAttempts } from './notary-identity-tables.ts';
import { applicationClock } from './sandbox-clock-offset.ts';

type Attempt = typeof notaryIdentityAttempts.$inferSelect;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// The page's own timer ends at 2:00; a few seconds of grace cover the request on a slow phone connection.
const GRACE_MS = 10_000;

/** Identity proofing happens before the remote session; a manual notary checks the ID in person. */
export const PROOFING_STEPS = ['DEED_SIGNING'] as const;

/** The party's tries of the last two days, newest first (older ones decide nothing). */
export async function attemptsOf(db: Executor, applicationId: string, identityId: string, now: Date) {
  return db
    .select()
    .from(notaryIdentityAttempts)
    .where(
      and(
        eq(notaryIdentityAttempts.applicationId, applicationId),
        eq(notaryIdentityAttempts.identityId, identityId),
        gt(notaryIdentityAttempts.startedAt, new Date(now.getTime() - 2 * DAY_MS)),
      ),
    )
    .orderBy(desc(notaryIdentityAttempts.startedAt));
}

const ended = (a: Attempt) => (a.answeredAt ?? a.expiresAt).getTime();
const isOpen = (a: Attempt, now: Date) => !a.answeredAt && a.expiresAt.getTime() > now.getTime();

/**
 * Where one person's proofing stands (decision 208): passed once any try passed; a try counts from its opening;
 * two failed tries within 24 hours lock the questions until 24 hours after the second one ended.
 */
export function proofingStanding(
  attempts: readonly Attempt[],
  now: Date,
  everPassed: boolean,
): IdentityProofing {
  const t = now.getTime();
  const open = attempts.find((a) => isOpen(a, now));
  const last = attempts.find((a) => !isOpen(a, now));
  const lastResult = last
    ? { correct: last.correct ?? 0, passed: last.passed === true, expired: !last.answeredAt }
    : null;
  const recent = attempts.filter((a) => a.startedAt.getTime() > t - DAY_MS && a.passed !== true);
  const failed = recent.filter((a) => !isOpen(a, now));
  const lockEnds =
    failed.length >= KBA_TRIES_PER_DAY ? Math.max(...failed.map(ended)) + KBA_LOCK_HOURS * HOUR_MS : 0;
  const base = { triesLeft: Math.max(0, KBA_TRIES_PER_DAY - recent.length), lastResult };
  if (everPassed) return { ...base, status: 'PASSED', lockedUntil: null, quiz: null };
  if (open) {
    const questions = open.questions.map(({ id, prompt, choices }) => ({ id, prompt, choices }));
    return {
      ...base,
      status: 'IN_PROGRESS',
      lockedUntil: null,
      quiz: { id: open.id, expiresAt: open.expiresAt.toISOString(), questions },
    };
  }
  if (lockEnds > t)
    return { ...base, status: 'LOCKED', lockedUntil: new Date(lockEnds).toISOString(), quiz: null };
  return { ...base, status: 'READY', lockedUntil: null, quiz: null };
}

async function everPassed(db: Executor, applicationId: string, identityId: string) {
  const [row] = await db
    .select({ id: notaryIdentityAttempts.id })
    .from(notaryIdentityAttempts)
    .where(
      and(
        eq(notaryIdentityAttempts.applicationId, applicationId),
        eq(notaryIdentityAttempts.identityId, identityId),
        eq(notaryIdentityAttempts.passed, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The standing of `identityId` on the application's own clock (the sandbox clock moves lockouts too). */
export async function proofingOf(
  deps: LoadedActionContext['deps'],
  applicationId: string,
  identityId: string,
) {
  const now = (await applicationClock(deps, applicationId)).now();
  const attempts = await attemptsOf(deps.db, applicationId, identityId, now);
  const standing = proofingStanding(attempts, now, await everPassed(deps.db, applicationId, identityId));
  return { now, attempts, standing };
}

/** GET …/notary/identity: the caller's own proofing (each owner who joins the session has theirs). */
export async function notaryIdentityAnswer({
  deps,
  access,
  request,
  reply,
}: ReadContext<typeof notaryIdentity>) {
  if (!(PROOFING_STEPS as readonly string[]).includes(access.serverStep)) return notAtThisStep(reply);
  reply.header('cache-control', 'no-store');
  return (await proofingOf(deps, access.id, sessionOf(request).identityId)).standing;
}

/**
 * Opens a try: the photo ID is checked first (a failed check is no try), then five questions for two minutes. An
 * open try is answered again rather than replaced, so reloading the page does not give new questions.
 */
export async function planStartQuiz({
  deps,
  applicationId,
  aggregate,
  actor,
}: LoadedActionContext<typeof startNotaryQuiz>): Promise<ActionPlan> {
  const identityId = actor.id ?? '';
  const { now, standing } = await proofingOf(deps, applicationId, identityId);
  if (standing.status === 'PASSED' || standing.status === 'IN_PROGRESS') return { answer: standing };
  if (standing.status === 'LOCKED' || standing.triesLeft === 0) throw new ActionRejected(KBA_LOCKED);
  const subject = providerSubject(aggregate, deps.encryption);
  const credential = await deps.providers.notary.checkCredential({ subject });
  if (!credential.verified) throw new ActionRejected(ID_NOT_VERIFIED, 'credential');
  const id = randomUUID();
  const questions = await deps.providers.notary.identityQuestions({ subject, attemptSeed: id });
  const row: Attempt = {
    id,
    applicationId,
    identityId,
    startedAt: now,
    expiresAt: new Date(now.getTime() + KBA_SECONDS * 1000),
    questions,
    answeredAt: null,
    correct: null,
    passed: null,
  };
  const attempts = await attemptsOf(deps.db, applicationId, identityId, now);
  return {
    audits: [{ action: 'provider.notary.credential-check', after: { verified: true, attemptId: id } }],
    write: async (tx) => {
      await tx.insert(notaryIdentityAttempts).values(row);
    },
    answer: proofingStanding([row, ...attempts], now, false),
  };
}

/** Scores the open try: 4 of 5 right within 2 minutes passes; a late or unknown try is refused and scores nothing. */
export async function planAnswerQuiz({
  deps,
  applicationId,
  actor,
  body,
}: LoadedActionContext<typeof answerNotaryQuiz>): Promise<ActionPlan> {
  const identityId = actor.id ?? '';
  const { now, attempts } = await proofingOf(deps, applicationId, identityId);
  const attempt = attempts.find((a) => a.id === body.quizId);
  if (!attempt || attempt.answeredAt) throw new ActionRejected(KBA_NOT_CURRENT);
  if (now.getTime() > attempt.expiresAt.getTime() + GRACE_MS) throw new ActionRejected(KBA_EXPIRED);
  const chosen = new Map(body.answers.map((a) => [a.questionId, a.choice]));
  const correct = attempt.questions.filter((q) => chosen.get(q.id) === q.answer).length;
  const passed = correct >= KBA_PASS_MARK;
  const scored: Attempt = { ...attempt, answeredAt: now, correct, passed };
  const after = attempts.map((a) => (a.id === attempt.id ? scored : a));
  return {
    audits: [
      { action: 'provider.notary.identity-questions', after: { attemptId: attempt.id, correct, passed } },
    ],
    write: async (tx) => {
      await tx
        .update(notaryIdentityAttempts)
        .set({ answeredAt: now, correct, passed })
        .where(eq(notaryIdentityAttempts.id, attempt.id));
    },
    answer: proofingStanding(after, now, passed),
  };
}
