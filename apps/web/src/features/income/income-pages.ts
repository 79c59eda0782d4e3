import { MANUAL_PAYSTUB_COUNT_DEFAULT } from '@lintel/domain/constants/field-limits';
import type { IncomeLinkType } from '@lintel/domain/application/income-verification';

/** The income pages under /account/heloc/{uuid}/ (spec 000 §2) and what they carry between them. */
export const INCOME_REVIEW_PAGE = 'income/review';
export const EMPLOYER_VERIFICATION_PAGE = 'income/employer-verification';
export const POINTSERV_CALLBACK_PAGE = 'income/pointserv-callback';
/** The upload page of a paystub task (spec 000 §4 "manual paystub upload: income/upload/MANUAL_PAYSTUB"). */
export const PAYSTUB_UPLOAD_PAGE = 'income/upload/MANUAL_PAYSTUB';

export function incomeLinkPage(type: IncomeLinkType): string {
  return `income/link/${type}`;
}

export function isIncomeLinkType(value: string): value is IncomeLinkType {
  return value === 'PAYROLL' || value === 'BANK';
}

/**
 * The link token survives the trip to an OAuth institution's site in local storage, beside the application id
 * (spec 000 §2 `heloc_uuid`), as the real widget's guidance asks: the return page re-opens the same link.
 */
export const LINK_TOKEN_STORAGE_KEY = 'heloc_link_token';
export const LINK_TYPE_STORAGE_KEY = 'heloc_link_type';

/** An outcome that keeps the borrower on income verification, carried to income/review in its search. */
export interface StayOutcome {
  outcome: 'PARTIAL' | 'NOT_FOUND';
  paystubs: number;
}

export function paystubCount(required: number | undefined): number {
  return Math.max(MANUAL_PAYSTUB_COUNT_DEFAULT, required ?? MANUAL_PAYSTUB_COUNT_DEFAULT);
}
