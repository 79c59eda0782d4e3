import type { Condition } from '@lintel/domain/application/conditions';
import { paths } from '../../../config/paths.ts';

/**
 * Where one person's conditions are answered: the borrower's pages under /{uuid}/conditions, or an additional
 * signer's under /heloc-signer/conditions (decision 237). `search` is what each of that area's pages carries (the
 * signer's `application`); a page the area has not is a condition it is never asked.
 */
export interface ConditionPages {
  list: string;
  uploadDocument: string;
  phoneNumber?: string;
  identity?: string;
  search?: Record<string, string>;
}

export function borrowerConditionPages(uuid: string): ConditionPages {
  return {
    list: paths.application.getHref(uuid, 'conditions'),
    uploadDocument: paths.application.getHref(uuid, 'conditions/upload-document'),
    phoneNumber: paths.application.getHref(uuid, 'conditions/phone-number'),
  };
}

export type ConditionTarget = { to: string; search?: Record<string, string> };

/**
 * The page that answers a condition, with the query spec 000 §2 names (conditionUuid, conditionType, conditionEnum)
 * for the upload page; undefined when there is nothing to do.
 */
export function conditionActionAt(pages: ConditionPages, condition: Condition): ConditionTarget | undefined {
  const search = pages.search;
  if (condition.action === 'PHONE_NUMBER' && pages.phoneNumber)
    return { to: pages.phoneNumber, ...(search ? { search } : {}) };
  if (condition.action === 'IDENTITY' && pages.identity)
    return { to: pages.identity, ...(search ? { search } : {}) };
  if (condition.action !== 'UPLOAD_DOCUMENT') return undefined;
  return {
    to: pages.uploadDocument,
    search: {
      ...search,
      conditionUuid: condition.uuid,
      conditionType: condition.documentTypes[0] ?? 'SUPPORT',
      conditionEnum: condition.categoryEnum,
    },
  };
}

/** The borrower's page for a condition (decision 189). */
export function conditionAction(uuid: string, condition: Condition): ConditionTarget | undefined {
  return conditionActionAt(borrowerConditionPages(uuid), condition);
}

/** The button's words for a condition's page. */
export const CONDITION_ACTION_LABELS = {
  PHONE_NUMBER: 'Add your phone number',
  UPLOAD_DOCUMENT: 'Upload documents',
  IDENTITY: 'Verify your identity',
  NONE: '',
} as const satisfies Record<Condition['action'], string>;
