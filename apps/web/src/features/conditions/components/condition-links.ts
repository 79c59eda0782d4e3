import type { Condition } from '@lintel/domain/application/conditions';
import { paths } from '../../../config/paths.ts';

/**
 * The page that answers a condition, with the query spec 000 §2 names (conditionUuid, conditionType, conditionEnum)
 * for the upload page; undefined when the borrower has nothing to do.
 */
export function conditionAction(
  uuid: string,
  condition: Condition,
): { to: string; search?: Record<string, string> } | undefined {
  if (condition.action === 'PHONE_NUMBER')
    return { to: paths.application.getHref(uuid, 'conditions/phone-number') };
  if (condition.action !== 'UPLOAD_DOCUMENT') return undefined;
  return {
    to: paths.application.getHref(uuid, 'conditions/upload-document'),
    search: {
      conditionUuid: condition.uuid,
      conditionType: condition.documentTypes[0] ?? 'SUPPORT',
      conditionEnum: condition.categoryEnum,
    },
  };
}

/** "November 26, 2026" for an ISO date-time, in the borrower's own calendar. */
export function conditionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function documentsNeededText(numDocsRequired: number): string {
  const n = Math.max(1, numDocsRequired);
  return n === 1 ? '1 document' : `${n} documents`;
}
