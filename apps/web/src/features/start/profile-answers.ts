import * as z from 'zod/mini';
import { SSN_REQUIRED } from '@lintel/domain/application/borrower-actions';
import { profileDetailsShape } from '@lintel/domain/application/collect-additional-info';
import type { ErrorSummaryItem } from '../../components/form/error-summary.tsx';
import type { ProfileDraft } from './profile-draft.ts';

/** The fields of start/profile in page order: errors are listed, and linked, in this order. */
export const PROFILE_FIELDS = ['addressOwnership', 'maritalStatus', 'ssn', 'hardCreditConsent'] as const;

export interface ProfileValues {
  addressOwnership: string | undefined;
  maritalStatus: string | undefined;
  ssn: string;
  hardCreditConsent: boolean;
}

const profileSchema = z.strictObject(profileDetailsShape);

/**
 * Checks start/profile with the route's own shape. The SSN is asked only when none is held; then it is required,
 * which the shape cannot say (the server answers the same with 400 on field ssn).
 */
export function checkProfile(
  values: ProfileValues,
  hasSsn: boolean,
): { draft: ProfileDraft; errors?: undefined } | { draft?: undefined; errors: ErrorSummaryItem[] } {
  const ssn = values.ssn.trim();
  const parsed = z.safeParse(profileSchema, {
    addressOwnership: values.addressOwnership,
    maritalStatus: values.maritalStatus,
    hardCreditConsent: values.hardCreditConsent,
    ...(!hasSsn && ssn ? { ssn } : {}),
  });
  const errors: ErrorSummaryItem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ message: issue.message, field: String(issue.path[0] ?? '') }));
  if (!hasSsn && !ssn) errors.push({ message: SSN_REQUIRED, field: 'ssn' });
  if (errors.length > 0 || !parsed.success) {
    const order = (field: string | undefined) =>
      PROFILE_FIELDS.indexOf(field as (typeof PROFILE_FIELDS)[number]);
    return { errors: errors.sort((a, b) => order(a.field) - order(b.field)) };
  }
  const { addressOwnership, maritalStatus, ssn: given } = parsed.data;
  return {
    draft: { addressOwnership, maritalStatus, hardCreditConsent: true, ...(given ? { ssn: given } : {}) },
  };
}
