import { randomUUID } from 'node:crypto';
import { normalisePhone } from '@lintel/domain/validation/phone';
import { eq } from 'drizzle-orm';
import { startApplication } from '../workflow/steps/start-application.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import { applications } from '../applications/tables/application-table.ts';
import { identityAddresses } from '../identity/identity-tables.ts';
import type { IdentityRow } from '../identity/identity-repository.ts';
import type { LoginService } from '../identity/login-service.ts';
import type { RegistrationService } from '../identity/registration-service.ts';
import type { SessionService } from '../identity/session-service.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import type { FieldEncryption } from '../../platform/security/field-encryption.ts';
import {
  applicationOf,
  isNewBorrower,
  type NewBorrowerAnswers,
  type Submission,
} from './registration-answers.ts';
import { replayByKey, replayIdentical, type Replay } from './registration-replay.ts';
import { submissionFingerprint } from './submission-fingerprint.ts';
import { IdempotencyKeyTaken, recordSubmission } from './submission-repository.ts';

export type RegisterOutcome =
  | { kind: 'created' | 'replayed'; jwt: string; applicationUuid: string }
  | { kind: 'email-taken' }
  | { kind: 'key-reused' }
  | { kind: 'locked'; retryAfterSeconds: number };

export interface BorrowerRegistrationDeps extends PlatformOptions {
  sessions: SessionService;
  logins: LoginService;
  registrations: RegistrationService;
  encryption: FieldEncryption;
}

/**
 * The full registration (issue 4): account, profile and a started HELOC application in one transaction, and a
 * repeated submit answered with the first result instead of creating anything again (decision 075).
 */
export function createBorrowerRegistration(deps: BorrowerRegistrationDeps) {
  async function writeApplication(
    tx: Executor,
    identityId: string,
    submission: Submission,
    fingerprint: string,
  ) {
    const applicationId = await startApplication(
      tx,
      deps,
      applicationOf(submission.orgCode, identityId, submission.answers),
    );
    if (submission.referrerUuid || submission.isCrypto) {
      // F's NewApplication has no referrer or crypto flag; the columns exist, so set them in the same transaction.
      await tx
        .update(applications)
        .set({
          ...(submission.referrerUuid ? { referrerUuid: submission.referrerUuid } : {}),
          ...(submission.isCrypto ? { isCrypto: true } : {}),
        })
        .where(eq(applications.id, applicationId));
    }
    await recordSubmission(tx, {
      orgCode: submission.orgCode,
      identityId,
      applicationId,
      idempotencyKey: submission.idempotencyKey ?? null,
      fingerprint,
      createdAt: deps.clock.now(),
    });
    return applicationId;
  }

  async function homeAddress(tx: Executor, identity: IdentityRow, answers: NewBorrowerAnswers) {
    const primary = answers.propertyAddress.occupancyType === 'PRIMARY';
    const { occupancyType: _occupancy, ...property } = answers.propertyAddress;
    const address = primary ? property : answers.homeAddress;
    if (!address) return;
    await tx.insert(identityAddresses).values({
      id: randomUUID(),
      identityId: identity.id,
      ...address,
      ownership: primary ? 'OWNER' : null,
      createdAt: deps.clock.now(),
    });
  }

  async function createAccount(submission: Submission, answers: NewBorrowerAnswers, fingerprint: string) {
    let applicationUuid = '';
    const result = await deps.registrations.register(
      {
        orgCode: submission.orgCode,
        email: answers.email,
        password: answers.password,
        name: { firstName: answers.name.firstName, lastName: answers.name.lastName },
        phoneNumbers: [normalisePhone(answers.phoneNumber)],
        dob: answers.dob,
      },
      async (tx, identity) => {
        await homeAddress(tx, identity, answers);
        applicationUuid = await writeApplication(tx, identity.id, submission, fingerprint);
      },
    );
    return result.ok ? ({ kind: 'created', jwt: result.jwt, applicationUuid } as const) : undefined;
  }

  async function addApplication(
    submission: Submission,
    session: NonNullable<Submission['session']>,
    fingerprint: string,
  ) {
    const applicationUuid = await deps.db.transaction((tx) =>
      writeApplication(tx, session.identityId, submission, fingerprint),
    );
    return { kind: 'created', jwt: session.jwt, applicationUuid } as const;
  }

  async function attempt(submission: Submission, fingerprint: string): Promise<RegisterOutcome> {
    const { answers, session } = submission;
    if (session) return addApplication(submission, session, fingerprint);
    if (!isNewBorrower(answers))
      throw new Error('A visitor who is not signed in must send the account fields');
    const created = await createAccount(submission, answers, fingerprint);
    if (created) return created;
    return toOutcome(await replayIdentical(deps, submission, fingerprint)) ?? { kind: 'email-taken' };
  }

  return {
    async register(submission: Submission): Promise<RegisterOutcome> {
      const fingerprint = submissionFingerprint(
        deps.config.keys.jwtSecret,
        submission.answers as unknown as Record<string, unknown>,
        submission.referrerUuid,
      );
      if (submission.idempotencyKey) {
        const replay = await replayByKey(deps, submission, fingerprint);
        if (replay) return toOutcome(replay) ?? { kind: 'key-reused' };
      } else if (submission.session) {
        const replay = await replayIdentical(deps, submission, fingerprint);
        if (replay) return toOutcome(replay) ?? { kind: 'email-taken' };
      }
      try {
        return await attempt(submission, fingerprint);
      } catch (error) {
        if (!(error instanceof IdempotencyKeyTaken)) throw error;
        // Another submit with this key committed while this one ran: answer its result.
        return toOutcome(await replayByKey(deps, submission, fingerprint)) ?? { kind: 'key-reused' };
      }
    },
  };
}

function toOutcome(replay: Replay | undefined): RegisterOutcome | undefined {
  if (replay && !replay.same && replay.locked) return { kind: 'locked', ...replay.locked };
  if (!replay || !replay.same) return undefined;
  return { kind: 'replayed', jwt: replay.jwt, applicationUuid: replay.applicationUuid };
}

export type BorrowerRegistration = ReturnType<typeof createBorrowerRegistration>;
