import { findIdentityByEmail } from '../identity/identity-repository.ts';
import type { LoginService } from '../identity/login-service.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { isNewBorrower, type Submission } from './registration-answers.ts';
import { findByKey, findRecentIdentical, type SubmissionRow } from './submission-repository.ts';

/**
 * A repeated submit: `same` when it is the earlier registration again, answered with its application; `locked` when
 * the account's login is locked, so the replay is refused exactly as a login would be.
 */
export type Replay =
  | { same: true; jwt: string; applicationUuid: string }
  | { same: false; locked?: { retryAfterSeconds: number } };

type Deps = PlatformOptions & { logins: LoginService };

/**
 * Answers the earlier result to whoever proves they made it: the signed-in identity itself, or the account's email
 * and password through the login itself, so a replay counts as a login attempt, is refused while the account is
 * locked, and never hands out a session that a login would refuse (issue 16).
 */
async function answerFor(deps: Deps, row: SubmissionRow, submission: Submission): Promise<Replay> {
  if (submission.session) {
    if (submission.session.identityId !== row.identityId) return { same: false };
    return { same: true, jwt: submission.session.jwt, applicationUuid: row.applicationId };
  }
  if (!isNewBorrower(submission.answers)) return { same: false };
  const { email, password } = submission.answers;
  const identity = await findIdentityByEmail(deps.db, submission.orgCode, email);
  if (identity?.id !== row.identityId) return { same: false };
  const login = await deps.logins.login(submission.orgCode, email, password);
  if (login.ok) return { same: true, jwt: login.jwt, applicationUuid: row.applicationId };
  return login.reason === 'locked'
    ? { same: false, locked: { retryAfterSeconds: login.retryAfterSeconds } }
    : { same: false };
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
  return replay.same || replay.locked ? replay : undefined;
}
