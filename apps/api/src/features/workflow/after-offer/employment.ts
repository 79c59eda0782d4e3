import { bankAccountStep } from '@lintel/domain/application/autopay-account';
import type { EmployerVerificationBody } from '@lintel/domain/application/income-verification';
import { normalisePhone } from '@lintel/domain/validation/phone';
import { applicationEmployment } from '../../applications/tables/application-after-offer.ts';
import type { ActionPlan, PlanContext } from '../steps/step-module.ts';

/**
 * EMPLOYMENT_VERIFICATION -> DISBURSEMENT_ACCOUNT (AUTOPAY_ACCOUNT when crypto-backed, decision 239): the employment database had no record, so the borrower names
 * the employer and a phone number for a manual verification, which an agent does before funding (decision 113).
 */
export function planEmployerDetails(
  { aggregate }: PlanContext,
  body: EmployerVerificationBody,
  now: Date,
): ActionPlan {
  const applicationId = aggregate.application.id;
  const details = {
    employerName: body.employerName,
    employerPhone: normalisePhone(body.employerPhone).replace(/\D/g, ''),
    jobTitle: body.jobTitle,
    startDate: body.startDate,
    updatedAt: now,
  };
  return {
    to: bankAccountStep(aggregate.application),
    changes: { employmentVerificationNeeded: false },
    audits: [
      {
        action: 'application.employer-details',
        after: { employerName: body.employerName, jobTitle: body.jobTitle },
      },
    ],
    write: async (tx) => {
      await tx
        .insert(applicationEmployment)
        .values({ applicationId, ...details })
        .onConflictDoUpdate({ target: applicationEmployment.applicationId, set: details });
    },
  };
}
