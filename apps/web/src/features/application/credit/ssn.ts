import { z } from 'zod';

/**
 * The SSN as PUT …/ssn accepts it: the server's rule and message (apps/api ssn-route.ts). It belongs in
 * packages/domain so both sides import one schema (noted for the lead).
 */
export const SSN_INVALID = 'Please enter a valid Social Security number';
export const SSN_REQUIRED = 'Enter your Social Security number';

export const ssnSchema = z
  .string()
  .trim()
  .min(1, SSN_REQUIRED)
  .regex(/^\d{3}-?\d{2}-?\d{4}$/, SSN_INVALID);

/** 123456789 -> 123-45-6789 as the borrower types; anything but digits is dropped. */
export function formatSsnInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
