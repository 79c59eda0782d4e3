import { randomUUID } from 'node:crypto';
import type { ConsentType, EmploymentType } from '@lintel/domain/application/application-enums';
import type { RegistrationConsentType } from '@lintel/domain/registration/consent-versions';
import type { ServerStep } from '@lintel/domain/server-steps/server-step';
import type { Actor } from '../audit/audit-log.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  applicationBorrowerDetails,
  applicationConsents,
  applicationSigners,
} from './tables/application-parties.ts';
import { applicationIncomeSources, applicationProperties } from './tables/application-property-income.ts';
import { applications } from './tables/application-table.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FieldEncryption } from '../../platform/security/field-encryption.ts';
import type { Executor } from '../../platform/db/db-executor.ts';
import { newLoanNumber } from './loan-number.ts';

export interface NewApplication {
  orgCode: string;
  primaryIdentityId: string;
  step: ServerStep;
  borrower: {
    firstName: string;
    middleName?: string;
    lastName: string;
    suffix?: string;
    dob?: string;
    ssn?: string;
  };
  property: {
    street1: string;
    street2?: string;
    city: string;
    state: string;
    zip: string;
    occupancyType: 'PRIMARY' | 'SECONDARY' | 'INVESTMENT';
    isListedForSale?: boolean;
  };
  income: { employmentType: EmploymentType; annualIncome: string; otherIncome?: string };
  consents: { type: ConsentType | RegistrationConsentType; textVersion: string }[];
  signers?: { identityId: string; role: 'BORROWER' | 'CO_DEEDER' }[];
  id?: string;
  loanNumber?: string;
}

/**
 * Writes a new application with its borrower, property, income and consents, and the audit row, on `db` (pass a
 * transaction to make it part of a registration). The SSN is encrypted here so plain text never reaches a query.
 */
export async function createApplication(
  db: Executor,
  deps: { clock: Clock; encryption?: FieldEncryption | undefined; actor: Actor },
  input: NewApplication,
): Promise<string> {
  const now = deps.clock.now();
  const id = input.id ?? randomUUID();
  const propertyId = randomUUID();
  if (input.borrower.ssn && !deps.encryption) throw new Error('An SSN needs field encryption');
  await db.transaction(async (tx) => {
    await tx.insert(applications).values({
      id,
      loanNumber: input.loanNumber ?? (await newLoanNumber(tx, now)),
      orgCode: input.orgCode,
      primaryIdentityId: input.primaryIdentityId,
      serverStep: input.step,
      selectedPropertyId: propertyId,
      createdAt: now,
      updatedAt: now,
    });
    const { ssn, ...names } = input.borrower;
    await tx.insert(applicationBorrowerDetails).values({
      applicationId: id,
      identityId: input.primaryIdentityId,
      ...names,
      ssnEncrypted: ssn ? deps.encryption?.encrypt(ssn.replace(/\D/g, '')) : null,
      addressOwnership: 'OWNER',
      updatedAt: now,
    });
    await tx
      .insert(applicationProperties)
      .values({ id: propertyId, applicationId: id, createdAt: now, ...input.property });
    await tx
      .insert(applicationIncomeSources)
      .values({ id: randomUUID(), applicationId: id, createdAt: now, ...input.income });
    for (const consent of input.consents) {
      await tx.insert(applicationConsents).values({
        id: randomUUID(),
        applicationId: id,
        identityId: input.primaryIdentityId,
        agreedAt: now,
        ...consent,
      });
    }
    for (const signer of input.signers ?? []) {
      await tx
        .insert(applicationSigners)
        .values({ id: randomUUID(), applicationId: id, createdAt: now, ...signer });
    }
    await recordAudit(tx, deps.clock, {
      applicationId: id,
      actor: deps.actor,
      action: 'application.created',
      after: { ...input, borrower: { ...input.borrower, ssn: input.borrower.ssn ? 'held' : undefined } },
    });
  });
  return id;
}
