import type { EmploymentType } from '@lintel/domain/application/application-enums';

/** How each income source reads to a borrower (spec 000 §3 lists the codes only). */
export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Employed full time',
  PART_TIME: 'Employed part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed',
  ALIMONY: 'Alimony',
  CHILD_SUPPORT: 'Child support',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
  PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
};

/** "$85,000" or "85000" as a number; blank as undefined (the schema then says 'Must be at least $0'). */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? number : Number.NaN;
}
