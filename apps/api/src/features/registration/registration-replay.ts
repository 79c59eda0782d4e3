import { findIdentityByEmail, findIdentityById, type IdentityRow } from '../identity/identity-repository.ts';
import type { SessionService } from '../identity/session-service.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { verifyPassword } from '../../platform/security/password-hashing.ts';
import { isNewBorrower, type Submission } from './registration-answers.ts';
import { findByKey, findRecentIdentical, type SubmissionRow } from './submission-repository.ts';

/** A repeated submit: `same` when it is the earlier registration again, answered with its application. */
export type Replay = { same: true; jwt: string; applicationUuid: string } | { same: false };

type Deps = PlatformOptions & { sessions: SessionService };

/**
 * Answers the earlier result to whoever proves they made it: the signed-in identity itself, or the password of the
 * account (argon2-verified, so a replay never becomes a way to sign in without it). A fresh session is started.
 */
async function answerFor(deps: Deps, row: SubmissionRow, submission: Submission): Promise<Replay> {
  if (submission.session) {
    if (submission.session.identityId !== row.identityId) return { same: false };
    return { same: true, jwt: submission.session.jwt, applicationUuid: row.applicationId };
  }
  const identity = await findIdentityById(deps.db, row.identityId);
  if (!identity || !(await passwordMatches(identity, submission))) return { same: false };
  const session = await deps.sessions.start(identity);
  return { same: true, jwt: await session.token(), applicationUuid: row.applicationId };
}

async function passwordMatches(identity: IdentityRow, submission: Submission): Promise<boolean> {
  return (
    isNewBorrower(submission.answers) && verifyPassword(identity.passwordHash, submission.answers.password)
  );
}

/** The submission stored under this Idempotency-Key within 24 h; other answers under the same key are refused. */
export async function replayByKey(
  deps: Deps,
  submission: Submission,
  fingerprint: string,
): Promise<Replay | undefined> {
  if (!submission.idempotencyKey) return undefined;
  const row = await findByKey(deps.db, submission.orgCode, submission.idempotencyKey, deps.clock.now());
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) return { same: false };
  return answerFor(deps, row, submission);
}

/** The same answers again within minutes, without a key (double click, retry after a timeout). */
export async function replayIdentical(
  deps: Deps,
  submission: Submission,
  fingerprint: string,
): Promise<Replay | undefined> {
  const identityId = submission.session
    ? submission.session.identityId
    : isNewBorrower(submission.answers)
      ? (await findIdentityByEmail(deps.db, submission.orgCode, submission.answers.email))?.id
      : undefined;
  if (!identityId) return undefined;
  const row = await findRecentIdentical(deps.db, identityId, fingerprint, deps.clock.now());
  if (!row) return undefined;
  const replay = await answerFor(deps, row, submission);
  return replay.same ? replay : undefined;
}
