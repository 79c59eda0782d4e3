import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database.ts';
import type { PlatformOptions } from '../../platform/http/feature-options.ts';
import { hashPassword } from '../../platform/security/password-hashing.ts';
import { insertIdentity, type IdentityRow } from './identity-repository.ts';
import type { EmailVerificationService } from './email-verification-service.ts';
import type { SessionService } from './session-service.ts';

export interface NewAccount {
  orgCode: string;
  email: string;
  password: string;
  name?: { firstName: string; lastName: string } | undefined;
  phoneNumbers?: string[];
  /** yyyy-MM-dd, shown by the profile. */
  dob?: string | undefined;
}

/** The transaction handle drizzle passes to `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Work a later feature does in the same transaction as the account (the registration issue creates the
 * application here), so a failure leaves neither an account without an application nor the reverse.
 */
export type AccountExtension = (tx: Transaction, identity: IdentityRow) => Promise<void>;

export type RegistrationResult =
  { ok: true; jwt: string; identity: IdentityRow } | { ok: false; reason: 'duplicate-email' };

export function createRegistrationService(
  { db, clock }: PlatformOptions,
  sessions: SessionService,
  emailVerifications: Pick<EmailVerificationService, 'send'>,
) {
  return {
    async register(account: NewAccount, extend?: AccountExtension): Promise<RegistrationResult> {
      // Hash before the transaction: PGlite serialises transactions, so keep them short.
      const passwordHash = await hashPassword(account.password);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const identity = await insertIdentity(tx, {
          id: randomUUID(),
          orgCode: account.orgCode,
          email: account.email.trim(),
          passwordHash,
          firstName: account.name?.firstName ?? null,
          lastName: account.name?.lastName ?? null,
          phoneNumbers: account.phoneNumbers ?? [],
          dob: account.dob ?? null,
          createdAt: now,
          updatedAt: now,
        });
        if (!identity) return undefined;
        if (extend) await extend(tx, identity);
        // The verify-your-email message commits with the account or not at all (decision 169).
        await emailVerifications.send(tx, identity);
        const session = await sessions.start(identity, tx);
        return { identity, session };
      });
      if (!outcome) return { ok: false, reason: 'duplicate-email' };
      return { ok: true, identity: outcome.identity, jwt: await outcome.session.token() };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
