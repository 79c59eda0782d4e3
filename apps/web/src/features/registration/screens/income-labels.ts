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
