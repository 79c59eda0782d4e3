import { randomUUID } from 'node:crypto';
import type { ApiErrorItem } from '@lintel/domain/api/api-error';
import { SSN_REQUIRED } from '@lintel/domain/application/borrower-actions';
import {
  HARD_CREDIT_CONSENT_VERSION,
  PROPERTY_OWNERSHIP_TYPES,
  type AdditionalInfoView,
  type CollectAdditionalInfoBody,
  type MaritalStatus,
  type PropertyOwnership,
} from '@lintel/domain/application/collect-additional-info';
import { normalisePhone } from '@lintel/domain/validation/phone';
import { and, eq } from 'drizzle-orm';
import type { ApplicationAggregate } from '../../applications/application-repository.ts';
import type { Executor } from '../../../platform/db/db-executor.ts';
import {
  applicationBorrowerDetails,
  applicationConsents,
} from '../../applications/tables/application-parties.ts';
import { applicationProfileDetails } from '../../applications/tables/application-after-offer.ts';
import type { FieldEncryption } from '../../../platform/security/field-encryption.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';
import { raiseCondition } from './conditions.ts';

/**
 * COLLECT_ADDITIONAL_INFO -> HMDA (decision 110): ownership and marital status, the SSN when none is held yet, the
 * hard-credit authorisation (its text version recorded) and the mobile phone. A trust raises REVIEW_TRUST_REQUIREMENTS.
 */
export function planAdditionalInfo(
  { aggregate }: PlanContext,
  body: CollectAdditionalInfoBody,
  encryption: FieldEncryption,
  now: Date,
): ActionPlan | ApiErrorItem[] {
  const borrower = aggregate.borrower;
  const held = Boolean(borrower?.ssnEncrypted);
  if (!held && !body.ssn) return [{ message: SSN_REQUIRED, field: 'ssn' }];
  // The SSN already on file is the one the credit pulls used; a second one is not taken here.
  const ssnEncrypted = held ? undefined : encryption.encrypt((body.ssn ?? '').replace(/\D/g, ''));
  const applicationId = aggregate.application.id;
  const identityId = aggregate.application.primaryIdentityId;
  const phoneNumber = normalisePhone(body.phoneNumber);
  const hasHardConsent = aggregate.consents.some((c) => c.type === 'HARD_CREDIT');
  return {
    to: 'HMDA',
    audits: [
      {
        action: 'application.additional-info',
        after: {
          addressOwnership: body.addressOwnership,
          maritalStatus: body.maritalStatus,
          phoneNumber,
          ssnGiven: Boolean(ssnEncrypted),
          hardCreditConsent: HARD_CREDIT_CONSENT_VERSION,
        },
      },
    ],
    write: async (tx) => {
      await tx
        .update(applicationBorrowerDetails)
        .set({
          addressOwnership: body.addressOwnership,
          ...(ssnEncrypted ? { ssnEncrypted } : {}),
          updatedAt: now,
        })
        .where(
          and(
            eq(applicationBorrowerDetails.applicationId, applicationId),
            eq(applicationBorrowerDetails.identityId, identityId),
          ),
        );
      const details = { maritalStatus: body.maritalStatus, phoneNumber, updatedAt: now };
      await tx
        .insert(applicationProfileDetails)
        .values({ applicationId, ...details })
        .onConflictDoUpdate({ target: applicationProfileDetails.applicationId, set: details });
      if (!hasHardConsent)
        await tx.insert(applicationConsents).values({
          id: randomUUID(),
          applicationId,
          identityId,
          type: 'HARD_CREDIT',
          textVersion: HARD_CREDIT_CONSENT_VERSION,
          agreedAt: now,
        });
      if (body.addressOwnership === 'TRUST')
        await raiseCondition(
          tx,
          applicationId,
          {
            category: 'REVIEW_TRUST_REQUIREMENTS',
            requestDocuments: true,
            numDocsRequired: 1,
          },
          now,
        );
    },
  };
}

/** What is on file for the profile and contact pages; the SSN only as `hasSsn`. */
export async function additionalInfoView(
  db: Executor,
  aggregate: ApplicationAggregate,
): Promise<AdditionalInfoView> {
  const [details] = await db
    .select()
    .from(applicationProfileDetails)
    .where(eq(applicationProfileDetails.applicationId, aggregate.application.id));
  const ownership = aggregate.borrower?.addressOwnership ?? '';
  // Registration records a bare OWNER; only the borrower's own answer here is one of the page's choices.
  const known = (PROPERTY_OWNERSHIP_TYPES as readonly string[]).includes(ownership);
  return {
    addressOwnership: known ? (ownership as PropertyOwnership) : null,
    maritalStatus: (details?.maritalStatus as MaritalStatus | undefined) ?? null,
    phoneNumber: details?.phoneNumber ?? null,
    hasSsn: Boolean(aggregate.borrower?.ssnEncrypted),
    hardCreditConsent: aggregate.consents.some((c) => c.type === 'HARD_CREDIT'),
  };
}
